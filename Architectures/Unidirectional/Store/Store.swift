/// The one place the app's state lives and the only way it changes: an action goes through the
/// reducer, the effects the reducer returns go to the effect handler, and the actions they answer
/// with come back in, one at a time. Observers hear the new state once all of that has settled.
///
/// Actions sent while the store is busy (an effect's answer, a change the service reports during a
/// write) wait their turn, so every reduce sees a whole state and reducers never run inside each
/// other.
package final class Store<State, Action, Effect> {
    /// The current state.
    package private(set) var state: State
    private let reducer: any Reducer<State, Action, Effect>
    private let effects: any EffectHandler<Effect, Action>
    private var pending: [Action] = []
    private var isSending = false
    private var observers: [(State) -> Void] = []

    /// A store holding `initialState`, changed by `reducer`, whose effects `effects` runs.
    package init(
        initialState: State,
        reducer: any Reducer<State, Action, Effect>,
        effects: any EffectHandler<Effect, Action>
    ) {
        state = initialState
        self.reducer = reducer
        self.effects = effects
    }

    /// Calls `observer` with every new state, after each `send` has settled, for as long as the
    /// store lives.
    package func observe(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
    }

    /// Reduces `action` and every action its effects answer with, then tells the observers.
    package func send(_ action: Action) {
        pending.append(action)
        guard !isSending else { return }
        isSending = true
        var index = 0
        while index < pending.count {
            let effects = reducer.reduce(&state, pending[index])
            index += 1
            for effect in effects {
                self.effects.run(effect) { [weak self] answer in self?.send(answer) }
            }
        }
        pending.removeAll()
        isSending = false
        for observer in observers {
            observer(state)
        }
    }
}
