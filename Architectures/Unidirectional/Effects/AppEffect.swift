/// The work the app's reducer asks the store for: a screen's effect, or the end of everything a screen
/// that left the stack had running.
package enum AppEffect: Equatable {
    /// Run a screen's effect; its answers go to that screen while it is on the stack.
    case screen(ScreenID, ScreenEffect)
    /// Cancel the screen's tasks and stop following the service for it: it left the stack.
    case cancel(ScreenID)
}

/// One screen's effect, wrapped in the case of its kind of screen.
package enum ScreenEffect: Equatable {
    case home(HomeEffect)
    case tasks(TasksEffect)
    case upcoming(UpcomingEffect)
    case listEditor(ListEditorEffect)
    case taskEditor(TaskEditorEffect)
}

/// Names the tasks the store runs for a screen's effects.
package enum EffectID: Hashable, Sendable {
    /// Every task of the screen, cancelled when it leaves the stack.
    case screen(ScreenID)
    /// The screen's read of its rows, cancelled by the next one: its answer would be stale.
    case rows(ScreenID)
}

extension AppEffect: CancellableEffect {
    package var cancelIDs: [EffectID] {
        switch self {
        case .screen(let id, _) where readsRows: [.screen(id), .rows(id)]
        case .screen where feedsUndoHistory: []
        case .screen(let id, _): [.screen(id)]
        case .cancel: []
        }
    }

    package var cancelsInFlight: [EffectID] {
        switch self {
        case .screen(let id, _) where readsRows: [.rows(id)]
        case .screen: []
        case .cancel(let id): [.screen(id)]
        }
    }

    /// Whether its answer changes the undo history (an undoable write, or an undo): it runs under no ID, so
    /// that its answer comes also after its screen left, and the history stays true.
    private var feedsUndoHistory: Bool {
        switch self {
        case .screen(_, .home(.deleteList)), .screen(_, .home(.undo)), .screen(_, .tasks(.toggleTask)),
            .screen(_, .tasks(.deleteTask)), .screen(_, .tasks(.undo)), .screen(_, .upcoming(.toggleTask)),
            .screen(_, .upcoming(.undo)):
            true
        default: false
        }
    }

    /// Whether it reads a screen's rows: a newer read of them replaces it.
    private var readsRows: Bool {
        switch self {
        case .screen(_, .home(.loadLists)), .screen(_, .tasks(.loadTasks)), .screen(_, .upcoming(.loadTasks)):
            true
        default: false
        }
    }
}
