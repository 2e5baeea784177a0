import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// The two editors' reducers as pure functions.
@Suite("Editor reducers")
struct EditorReducerTests {
    let groceries = Samples.list(1, "Groceries", icon: .travel)
    let milk = Samples.task(10, "Milk")

    private func reduce(_ state: ListEditorState, _ action: ListEditorAction) -> (
        ListEditorState, [ListEditorEffect]
    ) {
        var state = state
        let effects = ListEditorReducer().reduce(&state, action)
        return (state, effects)
    }

    private func reduce(_ state: TaskEditorState, _ action: TaskEditorAction) -> (
        TaskEditorState, [TaskEditorEffect]
    ) {
        var state = state
        let effects = TaskEditorReducer().reduce(&state, action)
        return (state, effects)
    }

    /// `state` while its save waits for the answer.
    private func saving(_ state: ListEditorState) -> ListEditorState {
        var state = state
        state.isSaving = true
        return state
    }

    /// `state` while its save waits for the answer.
    private func saving(_ state: TaskEditorState) -> TaskEditorState {
        var state = state
        state.isSaving = true
        return state
    }

    @Test("B07 the list editor for a new list starts empty with the first icon")
    func newListEditor() {
        let state = ListEditorState(mode: .add)
        #expect(state.heading == "New List")
        #expect(state.title == "")
        #expect(state.iconIndex == 0)
    }

    @Test("B10 the list editor for a rename starts from the list's title and icon")
    func renameListEditor() {
        let state = ListEditorState(mode: .rename(groceries))
        #expect(state.heading == "Rename List")
        #expect(state.title == "Groceries")
        #expect(state.icon == .travel)
        #expect(ListEditorState.iconOptions[state.iconIndex] == "✈")
    }

    @Test("B29 the title follows the field")
    func titleChanged() {
        #expect(reduce(ListEditorState(mode: .add), .titleChanged("Gro")).0.title == "Gro")
        #expect(reduce(TaskEditorState(mode: .add(toList: 1)), .titleChanged("Mi")).0.title == "Mi")
    }

    @Test("B08 the chosen icon follows the picker, within the icons, the first one included")
    func iconSelected() {
        #expect(reduce(ListEditorState(mode: .add), .iconSelected(2)).0.icon == .mail)
        #expect(reduce(ListEditorState(mode: .add), .iconSelected(99)).0.icon == ListIcon.allCases.last)
        #expect(
            reduce(ListEditorState(mode: .rename(groceries)), .iconSelected(0)).0.icon == ListIcon.allCases[0]
        )
        #expect(reduce(ListEditorState(mode: .rename(groceries)), .iconSelected(-1)).0.iconIndex == 0)
    }

    @Test("B07 B08 saving a new list asks to add it with its title and icon")
    func saveNewList() {
        var state = ListEditorState(mode: .add)
        state.title = " Holiday "
        state.icon = .travel
        #expect(
            reduce(state, .saveRequested) == (saving(state), [.addList(title: " Holiday ", icon: .travel)]))
    }

    @Test("B10 saving a rename asks to update the list")
    func saveRename() {
        var state = ListEditorState(mode: .rename(groceries))
        state.title = "Shopping"
        #expect(reduce(state, .saveRequested).1 == [.updateList(1, title: "Shopping", icon: .travel)])
    }

    @Test("B03 B04 B05 a refused title keeps the editor with its text and shows why")
    func saveFailed() {
        var state = ListEditorState(mode: .add)
        state.title = "  "
        let (after, effects) = reduce(state, .saveFailed(.emptyTitle))
        #expect(after.title == "  ")
        #expect(after.status == "A title cannot be empty.")
        #expect(effects == [])
        #expect(
            reduce(TaskEditorState(mode: .add(toList: 1)), .saveFailed(.titleTooLong(maximum: 100))).0.status
                == "A title can have at most 100 characters.")
        #expect(
            reduce(TaskEditorState(mode: .add(toList: 1)), .saveFailed(.controlCharacters)).0.status
                == "A title cannot contain control characters.")
    }

    @Test("B22 B64 the task editor for a new task starts empty and saving adds it with its notes")
    func newTask() {
        var state = TaskEditorState(mode: .add(toList: 1))
        #expect(state.heading == "New Task")
        #expect((state.title, state.notes) == ("", ""))
        state.title = "Eggs"
        state.notes = "a dozen"
        #expect(
            reduce(state, .saveRequested)
                == (saving(state), [.addTask(title: "Eggs", notes: "a dozen", due: "", toList: 1)]))
    }

    @Test("B24 B64 the task editor for an edit starts from the task's title and notes; saving updates both")
    func editTask() {
        var state = TaskEditorState(mode: .edit(Samples.task(10, "Milk", notes: "2 l\noat")))
        #expect(state.heading == "Edit Task")
        #expect(state.title == "Milk")
        #expect(state.notes == "2 l\noat")
        state.title = "Oat milk"
        state.notes = "1 l"
        #expect(
            reduce(state, .saveRequested).1 == [.updateTask(10, title: "Oat milk", notes: "1 l", due: "")])
    }

    @Test("B64 the notes follow their field, line breaks and all")
    func notesChanged() {
        let (state, effects) = reduce(TaskEditorState(mode: .edit(milk)), .notesChanged("2 l\n"))
        #expect(state.notes == "2 l\n")
        #expect(state.title == "Milk")
        #expect(effects == [])
    }

    @Test("B65 refused notes keep the editor with its text and show why")
    func notesRefused() {
        var state = TaskEditorState(mode: .add(toList: 1))
        state.notes = "a\tb"
        let (refused, effects) = reduce(state, .saveFailed(.notesControlCharacters))
        #expect(refused.notes == "a\tb")
        #expect(refused.status == "Notes cannot contain control characters other than line breaks.")
        #expect(effects == [])
        #expect(
            reduce(state, .saveFailed(.notesTooLong(maximum: 1000))).0.status
                == "Notes can have at most 1000 characters.")
    }

    @Test(
        "B84 the due date starts from the task's, empty without one, follows its field and is saved with the task"
    )
    func dueDate() {
        let due = DueDate("2026-12-03")
        #expect(TaskEditorState(mode: .add(toList: 1)).due == "")
        #expect(TaskEditorState(mode: .edit(milk)).due == "")
        let edited = TaskEditorState(mode: .edit(Samples.task(10, "Milk", due: due)))
        #expect(edited.due == "2026-12-03")
        let (emptied, none) = reduce(edited, .dueChanged(""))
        #expect(emptied.due == "")
        #expect(emptied.title == "Milk")
        #expect(none == [])
        #expect(reduce(emptied, .saveRequested).1 == [.updateTask(10, title: "Milk", notes: "", due: "")])
        var adding = TaskEditorState(mode: .add(toList: 1))
        adding.title = "Eggs"
        adding = reduce(adding, .dueChanged(" 2026-12-01 ")).0
        #expect(
            reduce(adding, .saveRequested).1 == [
                .addTask(title: "Eggs", notes: "", due: " 2026-12-01 ", toList: 1)
            ])
    }

    @Test("B85 a refused due date keeps the editor with its text and shows why")
    func dueDateRefused() {
        var state = TaskEditorState(mode: .add(toList: 1))
        state.due = "tomorrow"
        let (refused, effects) = reduce(saving(state), .saveFailed(.dueDateFormat))
        #expect(refused.due == "tomorrow")
        #expect(!refused.isSaving)
        #expect(refused.status == "Write a due date as YYYY-MM-DD, such as 2026-12-24.")
        #expect(effects == [])
        #expect(
            reduce(saving(state), .saveFailed(.noSuchDay("2026-02-30"))).0.status
                == "There is no day 2026-02-30.")
    }

    @Test(
        "B79 while a save waits, the status line says Saving… until the answer, and saving again does nothing"
    )
    func savingWaits() {
        var state = ListEditorState(mode: .add)
        state.title = "Holiday"
        let (waiting, _) = reduce(state, .saveRequested)
        #expect(waiting.statusLine == "Saving…")
        #expect(reduce(waiting, .saveRequested) == (waiting, []))
        var screen = ScreenState.listEditor(waiting)
        screen.clearStatus()
        #expect(screen.listEditor?.statusLine == "Saving…")
        let (typed, _) = reduce(waiting, .titleChanged("Holidays"))
        #expect(typed.title == "Holidays")
        #expect(typed.isSaving)
        let task = reduce(TaskEditorState(mode: .add(toList: 1)), .saveRequested).0
        #expect(task.statusLine == "Saving…")
        #expect(reduce(task, .saveRequested) == (task, []))
    }

    @Test("B78 B79 a failed save ends the waiting: the editor keeps its text, shows why, and saves again")
    func failedSaveStaysOpen() {
        var state = TaskEditorState(mode: .edit(milk))
        state.title = "Oat milk"
        let (failed, none) = reduce(saving(state), .saveFailed(.storage(.locked)))
        #expect(!failed.isSaving)
        #expect(failed.title == "Oat milk")
        #expect(failed.statusLine == "The database is busy. Try again.")
        #expect(none == [])
        #expect(reduce(failed, .saveRequested).1 == [.updateTask(10, title: "Oat milk", notes: "", due: "")])
        let list = reduce(saving(ListEditorState(mode: .add)), .saveFailed(.storage(.locked))).0
        #expect(!list.isSaving)
        #expect(list.statusLine == "The database is busy. Try again.")
    }

    @Test("B09 saved and cancelled leave closing the editor to the app reducer")
    func closingIsTheAppsPart() {
        let list = ListEditorState(mode: .add)
        #expect(reduce(list, .cancelRequested) == (list, []))
        #expect(reduce(list, .saved(groceries)) == (list, []))
        let task = TaskEditorState(mode: .add(toList: 1))
        #expect(reduce(task, .cancelRequested) == (task, []))
        #expect(reduce(task, .saved(milk)) == (task, []))
    }
}
