/// The work the app's reducer asks the store for: a screen's effect, or the end of what a screen
/// that left the stack had running.
package enum AppEffect: Equatable {
    /// Run a screen's effect; its answers go to that screen while it is on the stack.
    case screen(ScreenID, ScreenEffect)
    /// Stop what the screen's effects left running (its change observation): it left the stack.
    case cancel(ScreenID)
}

/// One screen's effect, wrapped in the case of its kind of screen.
package enum ScreenEffect: Equatable {
    case home(HomeEffect)
    case tasks(TasksEffect)
    case listEditor(ListEditorEffect)
    case taskEditor(TaskEditorEffect)
}
