import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// The app's reducer: the stack of screens, navigation, and each screen's reducer scoped to the
/// screen an action is for.
@Suite("App reducer")
struct AppReducerTests {
    let reducer = AppReducer()
    let groceries = Samples.summary(1, "Groceries", total: 1)
    let work = Samples.summary(2, "Work")
    let milk = Samples.task(10, "Milk")

    /// The app after `actions`, and the effects of the last one.
    private func run(_ actions: [AppAction], from start: AppState = AppState()) -> (AppState, [AppEffect]) {
        var state = start
        var effects: [AppEffect] = []
        for action in actions {
            effects = reducer.reduce(&state, action)
        }
        return (state, effects)
    }

    /// The app showing Home with Groceries and Work loaded, Home being screen #0.
    private var home: AppState {
        run([.start, .screen(ScreenID(0), .home(.listsLoaded([groceries, work])))]).0
    }

    private func screens(_ state: AppState) -> [ScreenState] {
        state.stack.map(\.screen)
    }

    /// Home before its lists come, while they are being read.
    private var loadingHome: HomeState {
        var home = HomeState()
        home.isLoading = true
        return home
    }

    /// The tasks of Groceries before they come, while they are being read.
    private var loadingTasks: TasksState {
        var tasks = TasksState(list: groceries.list)
        tasks.isLoading = true
        return tasks
    }

    @Test("B01 the app starts on Home, which follows the service and loads the lists")
    func start() {
        let (state, effects) = run([.start])
        #expect(screens(state) == [.home(loadingHome)])
        #expect(
            effects == [
                .screen(ScreenID(0), .home(.observeChanges)), .screen(ScreenID(0), .home(.loadLists)),
            ])
    }

    @Test("an action reaches the screen it names, through that screen's reducer")
    func scopedToScreen() {
        var expected = HomeState()
        expected.lists.replaceItems(with: [groceries, work])
        expected.lists.select(at: 1)
        let (state, effects) = run([.screen(ScreenID(0), .home(.rowSelected(1)))], from: home)
        #expect(screens(state) == [.home(expected)])
        #expect(effects == [])
    }

    @Test(
        "an action may go to a screen on the stack of its kind, or to one that closed, whose answers come late"
    )
    func acceptsActionsForTheirScreens() {
        let back = run(
            [.screen(ScreenID(0), .home(.openRequested)), .screen(ScreenID(1), .tasks(.backRequested))],
            from: home
        ).0
        #expect(AppReducer.accepts(.home(.deleteRequested), addressedTo: ScreenID(0), in: back))
        #expect(AppReducer.accepts(.tasks(.toggleRequested), addressedTo: ScreenID(1), in: back))
        #expect(run([.screen(ScreenID(1), .tasks(.toggleRequested))], from: back) == (back, []))
    }

    @Test(
        "an action of another kind than its screen, or for an ID no screen had, was sent to the wrong screen")
    func refusesMisroutedActions() {
        #expect(!AppReducer.accepts(.tasks(.toggleRequested), addressedTo: ScreenID(0), in: home))
        #expect(!AppReducer.accepts(.home(.deleteRequested), addressedTo: ScreenID(1), in: home))
    }

    @Test("each kind of screen action may go to its own kind of screen and to no other")
    func actionsFitTheirKindOfScreen() {
        let screens: [ScreenState] = [
            .home(HomeState()), .tasks(TasksState(list: groceries.list)), .upcoming(UpcomingState()),
            .listEditor(ListEditorState(mode: .add)), .taskEditor(TaskEditorState(mode: .add(toList: 1))),
        ]
        let actions: [ScreenAction] = [
            .home(.appeared), .tasks(.appeared), .upcoming(.appeared), .listEditor(.cancelRequested),
            .taskEditor(.cancelRequested),
        ]
        for (screenKind, screen) in screens.enumerated() {
            var state = AppState()
            let id = state.push(screen)
            for (actionKind, action) in actions.enumerated() {
                #expect(
                    AppReducer.accepts(action, addressedTo: id, in: state) == (actionKind == screenKind),
                    "\(action) on \(screen)")
            }
        }
    }

    #if DEBUG
        @Test("a debug build stops at an action sent to a screen of another kind")
        func misroutedActionStops() async {
            await #expect(processExitsWith: .failure) {
                var state = AppState()
                _ = AppReducer().reduce(&state, .start)
                _ = AppReducer().reduce(&state, .screen(ScreenID(0), .tasks(.toggleRequested)))
            }
        }
    #endif

    @Test("B13 enter pushes the selected list's tasks, which load")
    func openList() {
        let (state, effects) = run([.screen(ScreenID(0), .home(.openRequested))], from: home)
        #expect(screens(state).last == .tasks(loadingTasks))
        #expect(state.top?.id == ScreenID(1))
        #expect(
            effects == [
                .screen(ScreenID(1), .tasks(.observeChanges)),
                .screen(
                    ScreenID(1), .tasks(.loadTasks(1, filter: .all, search: TaskSearch(), readsList: false))),
            ])
    }

    @Test("B28 enter and r do nothing without lists")
    func noListToOpen() {
        let empty = run([.start]).0
        #expect(run([.screen(ScreenID(0), .home(.openRequested))], from: empty) == (empty, []))
        #expect(run([.screen(ScreenID(0), .home(.renameRequested))], from: empty) == (empty, []))
    }

    @Test("B07 B10 a and r push the list editor, new or filled with the selected list")
    func listEditors() {
        let added = run([.screen(ScreenID(0), .home(.addRequested))], from: home)
        #expect(screens(added.0).last == .listEditor(ListEditorState(mode: .add)))
        #expect(added.1 == [])
        let renamed = run([.screen(ScreenID(0), .home(.renameRequested))], from: home).0
        #expect(screens(renamed).last == .listEditor(ListEditorState(mode: .rename(groceries.list))))
    }

    @Test("B07 a saved list closes the editor, and Home selects it once loaded")
    func listSaved() {
        let holiday = Samples.list(3, "Holiday")
        let (state, effects) = run(
            [.screen(ScreenID(0), .home(.addRequested)), .screen(ScreenID(1), .listEditor(.saved(holiday)))],
            from: home)
        #expect(state.stack.map(\.id) == [ScreenID(0)])
        #expect(state[ScreenID(0)]?.home?.listToSelect == 3)
        #expect(effects == [.cancel(ScreenID(1)), .screen(ScreenID(0), .home(.loadLists))])
    }

    @Test("B09 esc closes an editor and changes nothing else")
    func editorCancelled() {
        let (state, effects) = run(
            [
                .screen(ScreenID(0), .home(.addRequested)),
                .screen(ScreenID(1), .listEditor(.cancelRequested)),
            ],
            from: home)
        #expect(state.stack.map(\.screen) == home.stack.map(\.screen))
        #expect(effects == [.cancel(ScreenID(1))])
    }

    @Test(
        "B22 B24 the task editor adds to the open list or edits the selected task; saved, the task is selected"
    )
    func taskEditors() {
        let open = run([.screen(ScreenID(0), .home(.openRequested))], from: home).0
        let adding = run([.screen(ScreenID(1), .tasks(.addRequested))], from: open).0
        #expect(screens(adding).last == .taskEditor(TaskEditorState(mode: .add(toList: 1))))
        let loaded = run(
            [
                .screen(
                    ScreenID(1),
                    .tasks(
                        .tasksLoaded(list: groceries.list, tasks: [milk], filter: .all, search: TaskSearch()))
                )
            ], from: open
        ).0
        let editing = run([.screen(ScreenID(1), .tasks(.editRequested))], from: loaded).0
        #expect(screens(editing).last == .taskEditor(TaskEditorState(mode: .edit(milk))))
        let (saved, effects) = run([.screen(ScreenID(2), .taskEditor(.saved(milk)))], from: editing)
        #expect(saved.top?.id == ScreenID(1))
        #expect(saved[ScreenID(1)]?.tasks?.rowToSelect == .task(10))
        #expect(
            effects == [
                .cancel(ScreenID(2)),
                .screen(
                    ScreenID(1), .tasks(.loadTasks(1, filter: .all, search: TaskSearch(), readsList: false))),
            ])
    }

    @Test(
        "B61 the tasks screen hears whether its editor added the task or edited it: only a new one clears the query"
    )
    func taskEditorsTellAddedFromEdited() {
        let searching = run(
            [
                .screen(ScreenID(0), .home(.openRequested)),
                .screen(
                    ScreenID(1),
                    .tasks(
                        .tasksLoaded(list: groceries.list, tasks: [milk], filter: .all, search: TaskSearch()))
                ),
                .screen(ScreenID(1), .tasks(.queryChanged("zzz"))),
            ],
            from: home
        ).0
        let edited = run(
            [.screen(ScreenID(1), .tasks(.editRequested)), .screen(ScreenID(2), .taskEditor(.saved(milk)))],
            from: searching
        ).0
        #expect(edited[ScreenID(1)]?.tasks?.search == TaskSearch("zzz"))
        let added = run(
            [.screen(ScreenID(1), .tasks(.addRequested)), .screen(ScreenID(2), .taskEditor(.saved(milk)))],
            from: searching
        ).0
        #expect(added[ScreenID(1)]?.tasks?.search == TaskSearch())
    }

    @Test("B27 esc on the tasks screen goes back to Home as it was, and ends the screen's effects")
    func back() {
        let open = run([.screen(ScreenID(0), .home(.openRequested))], from: home).0
        let (state, effects) = run([.screen(ScreenID(1), .tasks(.backRequested))], from: open)
        #expect(screens(state) == screens(home))
        #expect(effects == [.cancel(ScreenID(1))])
    }

    @Test("B76 B81 esc while the tasks load closes the screen at once; their late answer changes nothing")
    func backBeforeTasksCame() {
        let open = run([.screen(ScreenID(0), .home(.openRequested))], from: home).0
        let (back, effects) = run([.screen(ScreenID(1), .tasks(.backRequested))], from: open)
        #expect(screens(back) == screens(home))
        #expect(effects == [.cancel(ScreenID(1))])
        let late = AppAction.screen(
            ScreenID(1),
            .tasks(.tasksLoaded(list: groceries.list, tasks: [milk], filter: .all, search: TaskSearch())))
        #expect(run([late], from: back) == (back, []))
        #expect(run([.screen(ScreenID(1), .tasks(.loadFailed(.listNotFound)))], from: back) == (back, []))
    }

    @Test("B79 esc while a save waits closes the editor at once; the save's late answer changes nothing")
    func escapeWhileSaving() {
        let (saving, save) = run(
            [
                .screen(ScreenID(0), .home(.addRequested)),
                .screen(ScreenID(1), .listEditor(.titleChanged("Holiday"))),
                .screen(ScreenID(1), .listEditor(.saveRequested)),
            ],
            from: home)
        #expect(save == [.screen(ScreenID(1), .listEditor(.addList(title: "Holiday", icon: .default)))])
        #expect(saving[ScreenID(1)]?.listEditor?.isSaving == true)
        let (closed, effects) = run([.screen(ScreenID(1), .listEditor(.cancelRequested))], from: saving)
        #expect(screens(closed) == screens(home))
        #expect(effects == [.cancel(ScreenID(1))])
        #expect(
            run([.screen(ScreenID(1), .listEditor(.saved(Samples.list(3, "Holiday"))))], from: closed) == (
                closed, []
            ))
    }

    @Test("B79 a save's answer closes the editor only once it comes")
    func editorClosesOnAnswer() {
        let (saving, _) = run(
            [.screen(ScreenID(0), .home(.addRequested)), .screen(ScreenID(1), .listEditor(.saveRequested))],
            from: home)
        #expect(saving.top?.id == ScreenID(1))
        let (failed, _) = run(
            [.screen(ScreenID(1), .listEditor(.saveFailed(.storage(.locked))))], from: saving)
        #expect(failed.top?.id == ScreenID(1))
        #expect(failed[ScreenID(1)]?.listEditor?.statusLine == "The database is busy. Try again.")
    }

    @Test("B61 leaving the tasks screen forgets the query: the list opens again without it")
    func backForgetsQuery() {
        let (state, _) = run(
            [
                .screen(ScreenID(0), .home(.openRequested)),
                .screen(ScreenID(1), .tasks(.searchRequested)),
                .screen(ScreenID(1), .tasks(.queryChanged("milk"))),
                .screen(ScreenID(1), .tasks(.searchClosed)),
                .screen(ScreenID(1), .tasks(.backRequested)),
                .screen(ScreenID(0), .home(.openRequested)),
            ],
            from: home)
        #expect(screens(state).last == .tasks(loadingTasks))
    }

    @Test("B42 a tasks screen whose list is gone closes with the editor above it; Home says so")
    func openListDeleted() {
        let (state, effects) = run(
            [
                .screen(ScreenID(0), .home(.openRequested)),
                .screen(ScreenID(1), .tasks(.addRequested)),
                .screen(ScreenID(1), .tasks(.loadFailed(.listNotFound))),
            ],
            from: home)
        #expect(state.stack.map(\.id) == [ScreenID(0)])
        #expect(state[ScreenID(0)]?.home?.status == "That list no longer exists.")
        #expect(state[ScreenID(0)]?.home?.lists == home[ScreenID(0)]?.home?.lists)
        #expect(effects == [.cancel(ScreenID(2)), .cancel(ScreenID(1))])
    }

    @Test("B34 any other failure to load the tasks stays on the tasks screen")
    func otherLoadFailureStays() {
        let open = run([.screen(ScreenID(0), .home(.openRequested))], from: home).0
        let (state, effects) = run([.screen(ScreenID(1), .tasks(.loadFailed(.storage(.locked))))], from: open)
        #expect(state.top?.id == ScreenID(1))
        #expect(state[ScreenID(1)]?.tasks?.status == "The database is busy. Try again.")
        #expect(state[ScreenID(0)]?.home?.status == nil)
        #expect(effects == [])
    }

    @Test("B17 q on Home empties the stack, which quits")
    func quit() {
        let (state, effects) = run([.screen(ScreenID(0), .home(.quitRequested))], from: home)
        #expect(state.stack.isEmpty)
        #expect(effects == [.cancel(ScreenID(0))])
    }

    @Test("B34 a key clears the top screen's status line only")
    func keyClearsStatus() {
        let failedHome = run([.screen(ScreenID(0), .home(.loadFailed(.storage(.locked))))], from: home).0
        let editor = run(
            [
                .screen(ScreenID(0), .home(.addRequested)),
                .screen(ScreenID(1), .listEditor(.saveFailed(.emptyTitle))),
            ],
            from: failedHome
        ).0
        let (state, effects) = run([.keyPressed], from: editor)
        #expect(state[ScreenID(1)]?.listEditor?.status == nil)
        #expect(state[ScreenID(0)]?.home?.status == "The database is busy. Try again.")
        #expect(effects == [])
    }

    @Test("screen IDs are never reused, so a late answer cannot reach a new screen")
    func idsAreNotReused() {
        let (state, _) = run(
            [
                .screen(ScreenID(0), .home(.addRequested)),
                .screen(ScreenID(1), .listEditor(.cancelRequested)),
                .screen(ScreenID(0), .home(.addRequested)),
            ], from: home)
        #expect(state.stack.map(\.id) == [ScreenID(0), ScreenID(2)])
    }

    /// Groceries' Bread due 1 December and Work's Report due 3 December, as Upcoming shows them.
    private var upcomingTasks: [UpcomingTask] {
        [
            UpcomingTask(task: Samples.task(11, "Bread", due: DueDate("2026-12-01")), list: groceries.list),
            UpcomingTask(
                task: Samples.task(21, "Report", due: DueDate("2026-12-03"), list: 2), list: work.list),
        ]
    }

    /// The app showing Upcoming (screen #1) over Home, its tasks loaded and the row at `selected` selected.
    private func upcoming(selected: Int = 0) -> AppState {
        run(
            [
                .screen(ScreenID(0), .home(.upcomingRequested)),
                .screen(ScreenID(1), .upcoming(.tasksLoaded(upcomingTasks))),
                .screen(ScreenID(1), .upcoming(.rowSelected(selected))),
            ], from: home
        ).0
    }

    @Test("B86 n on Home pushes Upcoming, which follows the service and loads its tasks")
    func openUpcoming() {
        let (state, effects) = run([.screen(ScreenID(0), .home(.upcomingRequested))], from: home)
        var loading = UpcomingState()
        loading.isLoading = true
        #expect(screens(state) == screens(home) + [.upcoming(loading)])
        #expect(
            effects == [
                .screen(ScreenID(1), .upcoming(.observeChanges)), .screen(ScreenID(1), .upcoming(.loadTasks)),
            ])
    }

    @Test(
        "B88 enter on Upcoming pushes the task's list, all its tasks and no search, that selects the task once they come"
    )
    func openTaskInItsList() {
        let (state, effects) = run(
            [.screen(ScreenID(1), .upcoming(.openRequested))], from: upcoming(selected: 1))
        var opened = TasksState(list: work.list)
        opened.rowToSelect = .task(21)
        opened.isLoading = true
        #expect(screens(state).count == 3)
        #expect(screens(state).last == .tasks(opened))
        #expect(
            effects == [
                .screen(ScreenID(2), .tasks(.observeChanges)),
                .screen(
                    ScreenID(2), .tasks(.loadTasks(2, filter: .all, search: TaskSearch(), readsList: false))),
            ])
        let tasks = (1...9).map { Samples.task(20 + $0, "Task \($0)", list: 2) }
        let (loaded, _) = run(
            [
                .screen(
                    ScreenID(2),
                    .tasks(
                        .tasksLoaded(list: nil, tasks: TaskRows(tasks), filter: .all, search: TaskSearch())))
            ], from: state)
        #expect(loaded[ScreenID(2)]?.tasks?.tasks.selectedItem?.id == 21)
        #expect(loaded[ScreenID(2)]?.tasks?.rowToSelect == nil)
    }

    @Test("B28 enter on Upcoming without tasks opens nothing")
    func nothingToOpen() {
        let empty = run(
            [
                .screen(ScreenID(0), .home(.upcomingRequested)),
                .screen(ScreenID(1), .upcoming(.tasksLoaded([]))),
            ],
            from: home
        ).0
        #expect(run([.screen(ScreenID(1), .upcoming(.openRequested))], from: empty) == (empty, []))
    }

    @Test(
        "B88 esc on the list opened from Upcoming goes back to Upcoming as it was; esc there goes back to Home"
    )
    func backThroughUpcoming() {
        let shown = upcoming(selected: 1)
        let opened = run([.screen(ScreenID(1), .upcoming(.openRequested))], from: shown).0
        let (back, effects) = run([.screen(ScreenID(2), .tasks(.backRequested))], from: opened)
        #expect(screens(back) == screens(shown))
        #expect(effects == [.cancel(ScreenID(2))])
        let (home, homeEffects) = run([.screen(ScreenID(1), .upcoming(.backRequested))], from: back)
        #expect(screens(home) == screens(self.home))
        #expect(homeEffects == [.cancel(ScreenID(1))])
    }

    @Test("B76 an answer for an Upcoming that was closed changes nothing")
    func lateAnswerForClosedUpcoming() {
        let opened = run([.screen(ScreenID(0), .home(.upcomingRequested))], from: home).0
        let closed = run([.screen(ScreenID(1), .upcoming(.backRequested))], from: opened).0
        #expect(
            run([.screen(ScreenID(1), .upcoming(.tasksLoaded(upcomingTasks)))], from: closed) == (closed, []))
        #expect(run([.screen(ScreenID(1), .upcoming(.loadFailed(.cancelled)))], from: closed) == (closed, []))
    }

    @Test("B42 the list opened from Upcoming deleted elsewhere closes every screen above Home; Home says so")
    func listOpenedFromUpcomingDeleted() {
        let opened = run([.screen(ScreenID(1), .upcoming(.openRequested))], from: upcoming()).0
        let (state, effects) = run([.screen(ScreenID(2), .tasks(.loadFailed(.listNotFound)))], from: opened)
        #expect(state.stack.map(\.id) == [ScreenID(0)])
        #expect(state[ScreenID(0)]?.home?.status == "That list no longer exists.")
        #expect(effects == [.cancel(ScreenID(2)), .cancel(ScreenID(1))])
    }
}
