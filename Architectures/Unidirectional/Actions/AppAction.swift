/// Everything that can happen in the app, as one value the store reduces.
package enum AppAction: Equatable {
    /// The app starts: Home is shown.
    case start
    /// A key reached the top screen: its status line message goes.
    case keyPressed
    /// Something happened on the screen with this ID.
    case screen(ScreenID, ScreenAction)
}

/// Something that happened on one screen, wrapped in the case of its kind of screen.
package enum ScreenAction: Equatable {
    case home(HomeAction)
    case tasks(TasksAction)
    case upcoming(UpcomingAction)
    case listEditor(ListEditorAction)
    case taskEditor(TaskEditorAction)
}

// Each case as an optional property, so a reducer can be scoped to one case with a key path.
extension ScreenAction {
    package var home: HomeAction? {
        if case .home(let action) = self { action } else { nil }
    }

    package var tasks: TasksAction? {
        if case .tasks(let action) = self { action } else { nil }
    }

    package var upcoming: UpcomingAction? {
        if case .upcoming(let action) = self { action } else { nil }
    }

    package var listEditor: ListEditorAction? {
        if case .listEditor(let action) = self { action } else { nil }
    }

    package var taskEditor: TaskEditorAction? {
        if case .taskEditor(let action) = self { action } else { nil }
    }
}
