/// The one place the app's state lives and the only way it changes: an action goes through the
/// reducer, the effects the reducer returns run in tasks of the store, and the actions they answer
/// with come back in. Observers hear the new state once each send has settled.
///
/// Actions sent while the store is busy (one reduce asking for another) wait their turn, so every
/// reduce sees a whole state and reducers never run inside each other. Each effect's task runs under
/// the IDs the effect names: an effect cancels the tasks in flight under the IDs it replaces, and the
/// answer of a cancelled task is dropped. Whatever still runs is cancelled when the store goes.
@MainActor
package final class Store<State, Action, Effect: CancellableEffect> {
    /// The current state.
    package private(set) var state: State
    private let reducer: any Reducer<State, Action, Effect>
    private let effects: any EffectHandler<Effect, Action>
    private var pending: [Action] = []
    private var isSending = false
    private var observers: [(State) -> Void] = []
    /// The tasks running effects, by number in the order they started, and the IDs each runs under.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var taskIDs: [Int: [Effect.CancelID]] = [:]
    private var nextTaskNumber = 0

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

    deinit {
        for number in tasks.keys.sorted() {
            tasks[number]?.cancel()
        }
    }

    /// How many effects run in tasks that have neither answered nor been cancelled.
    package var runningEffectCount: Int { tasks.count }

    /// Calls `observer` with every new state, after each `send` has settled, for as long as the
    /// store lives.
    package func observe(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
    }

    /// Reduces `action` and the actions it leads to, starts the effects they return, then tells the
    /// observers.
    package func send(_ action: Action) {
        pending.append(action)
        guard !isSending else { return }
        isSending = true
        var index = 0
        while index < pending.count {
            let effects = reducer.reduce(&state, pending[index])
            index += 1
            for effect in effects {
                start(effect)
            }
        }
        pending.removeAll()
        isSending = false
        for observer in observers {
            observer(state)
        }
    }

    /// Cancels the tasks `effect` replaces, then runs it in a task of its own under its IDs; its
    /// answer is sent unless the task was cancelled meanwhile.
    private func start(_ effect: Effect) {
        cancel(effect.cancelsInFlight)
        let number = nextTaskNumber
        nextTaskNumber += 1
        tasks[number] = Task { [weak self, effects] in
            let answer = await effects.run(effect) { [weak self] in self?.send($0) }
            guard !Task.isCancelled, let self else { return }
            tasks[number] = nil
            taskIDs[number] = nil
            if let answer {
                send(answer)
            }
        }
        taskIDs[number] = effect.cancelIDs
    }

    /// Cancels every task running under one of `ids`, oldest first.
    private func cancel(_ ids: [Effect.CancelID]) {
        guard !ids.isEmpty else { return }
        for number in tasks.keys.sorted() where taskIDs[number]?.contains(where: ids.contains) == true {
            tasks.removeValue(forKey: number)?.cancel()
            taskIDs[number] = nil
        }
    }
}
