/// The app's reducer: it runs the screen reducer on the screen an action is for, and owns the stack.
/// It shows the screen the user asks for, in the state asked for (a list opened from Upcoming with its
/// task to select), closes editors once they saved or cancelled, tells the screen below what an editor
/// saved, goes back to Home when the open list is gone, and ends every screen's effects when it leaves.
/// It also keeps the undo history: the answers of undoable writes record a change for the screen that
/// made it, and an undo asked for on a screen takes that screen's change out and hands it to the screen.
/// An action sent to the wrong screen, one of another kind or an ID no screen had, is a mistake in the
/// code that sent it: a debug build stops there, a release build ignores the action.
package struct AppReducer: Reducer {
    private let screens: any Reducer<ScreenState, ScreenAction, ScreenEffect>

    /// The app's reducer over `screens`, the reducer of one screen.
    package init(screens: any Reducer<ScreenState, ScreenAction, ScreenEffect> = ScreenReducer()) {
        self.screens = screens
    }

    package func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        switch action {
        case .start:
            return show(.home(HomeState()), in: &state)
        case .keyPressed:
            if let top = state.top {
                state[top.id]?.clearStatus()
            }
            return []
        case .screen(let id, let action):
            guard Self.accepts(action, addressedTo: id, in: state) else {
                assertionFailure("\(action) was sent to screen \(id), which cannot take it")
                return []
            }
            remember(action, in: &state.undoHistory)
            // A closed screen's late answers change nothing but the undo history.
            guard var screen = state[id] else { return [] }
            let effects = screens.reduce(&screen, action).map { AppEffect.screen(id, $0) }
            state[id] = screen
            return effects + navigate(after: action, on: screen, id: id, in: &state)
                + undo(after: action, on: screen, id: id, in: &state)
        }
    }

    /// Whether `action` may be reduced for the screen with `id` in `state`: for a screen on the stack when
    /// the action is of that screen's kind, and for a screen that was closed, whose effects may still
    /// answer. An action of another kind, or for an ID no screen was given, was sent to the wrong screen.
    package static func accepts(_ action: ScreenAction, addressedTo id: ScreenID, in state: AppState) -> Bool
    {
        guard let screen = state[id] else { return state.hasGiven(id) }
        switch (screen, action) {
        case (.home, .home), (.tasks, .tasks), (.upcoming, .upcoming), (.listEditor, .listEditor),
            (.taskEditor, .taskEditor):
            return true
        default:
            return false
        }
    }

    /// Changes the stack for the actions that leave or open a screen.
    private func navigate(
        after action: ScreenAction, on screen: ScreenState, id: ScreenID, in state: inout AppState
    ) -> [AppEffect] {
        switch (screen, action) {
        case (.home(let home), .home(.openRequested)):
            guard let summary = home.lists.selectedItem else { return [] }
            return show(.tasks(TasksState(list: summary.list)), in: &state)
        case (.home, .home(.upcomingRequested)):
            return show(.upcoming(UpcomingState()), in: &state)
        case (.upcoming(let upcoming), .upcoming(.openRequested)):
            guard let selected = upcoming.tasks.selectedItem else { return [] }
            return show(.tasks(TasksState(list: selected.list, selecting: selected.id)), in: &state)
        case (.home, .home(.addRequested)):
            return show(.listEditor(ListEditorState(mode: .add)), in: &state)
        case (.home(let home), .home(.renameRequested)):
            guard let summary = home.lists.selectedItem else { return [] }
            return show(.listEditor(ListEditorState(mode: .rename(summary.list))), in: &state)
        case (.tasks(let tasks), .tasks(.addRequested)):
            return show(.taskEditor(TaskEditorState(mode: .add(toList: tasks.list.id))), in: &state)
        case (.tasks(let tasks), .tasks(.editRequested)):
            guard let task = tasks.tasks.selectedItem else { return [] }
            return show(.taskEditor(TaskEditorState(mode: .edit(task))), in: &state)
        case (_, .home(.quitRequested)), (_, .tasks(.backRequested)), (_, .upcoming(.backRequested)),
            (_, .listEditor(.cancelRequested)), (_, .taskEditor(.cancelRequested)):
            return close(id, in: &state)
        case (_, .listEditor(.saved(let list))):
            return closeEditor(id, telling: .home(.listSaved(list)), in: &state)
        case (.taskEditor(let editor), .taskEditor(.saved(let task))):
            let saved: TasksAction =
                if case .add = editor.mode { .taskAdded(task) } else { .taskEdited(task) }
            return closeEditor(id, telling: .tasks(saved), in: &state)
        case (_, .tasks(.loadFailed(.listNotFound))):
            return returnToHome(telling: .home(.openListDeleted), in: &state)
        default:
            return []
        }
    }

    /// Keeps the history in step with what a screen's write or undo answered, whether or not the screen is
    /// still shown: a delete or toggle done is recorded for the place it was made, an undo that failed is
    /// put back.
    private func remember(_ action: ScreenAction, in history: inout UndoHistory) {
        switch action {
        case .home(.listDeleted(let deleted)):
            history.record(.deletedList(deleted), in: .home)
        case .tasks(.taskDeleted(let deleted)):
            history.record(.deletedTask(deleted), in: .list(deleted.task.listID))
        case .tasks(.taskToggled(let task)):
            history.record(.toggledTask(task), in: .list(task.listID))
        case .upcoming(.taskToggled(let task)):
            history.record(.toggledTask(task), in: .upcoming)
        case .home(.undoFailed(let change, _)):
            history.putBack(change, in: .home)
        case .tasks(.undoFailed(let change, _)):
            history.putBack(change, in: .list(change.listID))
        case .upcoming(.undoFailed(let change, _)):
            history.putBack(change, in: .upcoming)
        default:
            break
        }
    }

    /// Hands the screen that asked to undo the change it made last, taken out of the history while its undo
    /// runs, or nil when it has none.
    private func undo(
        after action: ScreenAction, on screen: ScreenState, id: ScreenID, in state: inout AppState
    )
        -> [AppEffect]
    {
        switch (screen, action) {
        case (.home, .home(.undoRequested)):
            let change = state.undoHistory.take(from: .home)
            return reduce(&state, .screen(id, .home(.undo(change))))
        case (.tasks(let tasks), .tasks(.undoRequested)):
            let change = state.undoHistory.take(from: .list(tasks.list.id))
            return reduce(&state, .screen(id, .tasks(.undo(change))))
        case (.upcoming, .upcoming(.undoRequested)):
            let change = state.undoHistory.take(from: .upcoming)
            return reduce(&state, .screen(id, .upcoming(.undo(change))))
        default:
            return []
        }
    }

    /// Puts `screen` on top; Home, the tasks screen and Upcoming start their effects.
    private func show(_ screen: ScreenState, in state: inout AppState) -> [AppEffect] {
        let id = state.push(screen)
        let appeared: ScreenAction? =
            switch screen {
            case .home: .home(.appeared)
            case .tasks: .tasks(.appeared)
            case .upcoming: .upcoming(.appeared)
            case .listEditor, .taskEditor: nil
            }
        return appeared.map { reduce(&state, .screen(id, $0)) } ?? []
    }

    /// Removes the screen with `id` when it is on top, and cancels what its effects left running.
    private func close(_ id: ScreenID, in state: inout AppState) -> [AppEffect] {
        guard state.top?.id == id, let closed = state.pop() else { return [] }
        return [.cancel(closed)]
    }

    /// Closes every screen above Home, ending their effects, and sends `result` to Home (B42).
    private func returnToHome(telling result: ScreenAction, in state: inout AppState) -> [AppEffect] {
        let closed = state.popToRoot().map(AppEffect.cancel)
        guard let home = state.top?.id else { return closed }
        return closed + reduce(&state, .screen(home, result))
    }

    /// Closes the editor with `id` and sends `result` to the screen below it.
    private func closeEditor(_ id: ScreenID, telling result: ScreenAction, in state: inout AppState)
        -> [AppEffect]
    {
        guard let below = state.id(below: id) else { return close(id, in: &state) }
        return close(id, in: &state) + reduce(&state, .screen(below, result))
    }
}
