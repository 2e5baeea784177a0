/// The reducer of any one screen: each feature's reducer, scoped to its case of `ScreenState` and
/// `ScreenAction`, its effects wrapped in its case of `ScreenEffect`.
package struct ScreenReducer: Reducer {
    private let features: [any Reducer<ScreenState, ScreenAction, ScreenEffect>] = [
        Scope(state: \.home, action: \.home, effect: ScreenEffect.home, child: HomeReducer()),
        Scope(state: \.tasks, action: \.tasks, effect: ScreenEffect.tasks, child: TasksReducer()),
        Scope(state: \.upcoming, action: \.upcoming, effect: ScreenEffect.upcoming, child: UpcomingReducer()),
        Scope(
            state: \.listEditor, action: \.listEditor, effect: ScreenEffect.listEditor,
            child: ListEditorReducer()),
        Scope(
            state: \.taskEditor, action: \.taskEditor, effect: ScreenEffect.taskEditor,
            child: TaskEditorReducer()),
    ]

    /// The reducer of every kind of screen.
    package init() {}

    package func reduce(_ state: inout ScreenState, _ action: ScreenAction) -> [ScreenEffect] {
        features.flatMap { $0.reduce(&state, action) }
    }
}
