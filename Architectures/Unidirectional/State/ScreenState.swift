/// The state of one screen on the stack: which screen it is, and everything it shows.
package enum ScreenState: Equatable {
    case home(HomeState)
    case tasks(TasksState)
    case upcoming(UpcomingState)
    case listEditor(ListEditorState)
    case taskEditor(TaskEditorState)
}

// Each case as an optional property, so a reducer or a view can be scoped to one case with a key
// path (`\.home`): nil when the screen is another one; setting nil changes nothing.
extension ScreenState {
    package var home: HomeState? {
        get { if case .home(let state) = self { state } else { nil } }
        set { if let newValue { self = .home(newValue) } }
    }

    package var tasks: TasksState? {
        get { if case .tasks(let state) = self { state } else { nil } }
        set { if let newValue { self = .tasks(newValue) } }
    }

    package var upcoming: UpcomingState? {
        get { if case .upcoming(let state) = self { state } else { nil } }
        set { if let newValue { self = .upcoming(newValue) } }
    }

    package var listEditor: ListEditorState? {
        get { if case .listEditor(let state) = self { state } else { nil } }
        set { if let newValue { self = .listEditor(newValue) } }
    }

    package var taskEditor: TaskEditorState? {
        get { if case .taskEditor(let state) = self { state } else { nil } }
        set { if let newValue { self = .taskEditor(newValue) } }
    }

    /// Removes the status line's message, whichever screen this is.
    package mutating func clearStatus() {
        switch self {
        case .home(var state):
            state.status = nil
            self = .home(state)
        case .tasks(var state):
            state.status = nil
            self = .tasks(state)
        case .upcoming(var state):
            state.status = nil
            self = .upcoming(state)
        case .listEditor(var state):
            state.status = nil
            self = .listEditor(state)
        case .taskEditor(var state):
            state.status = nil
            self = .taskEditor(state)
        }
    }
}
