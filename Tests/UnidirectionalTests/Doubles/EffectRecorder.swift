import TaskListDomain

@testable import UnidirectionalCore

/// An effect handler that runs nothing: it records every effect and answers as a test scripted it,
/// at once or after a while on a virtual clock, so a store can be tested without a service.
@MainActor
final class EffectRecorder<Effect, Action>: EffectHandler {
    /// How the recorder answers one effect.
    struct Answer {
        /// What it sends at once, as an observation would.
        var sent: [Action] = []
        /// How long the effect's work takes on the clock.
        var delay = Duration.zero
        /// What the effect answers with once its work is done.
        var action: Action?
    }

    /// Every effect the store handed over, in order.
    private(set) var effects: [Effect] = []
    /// The effects whose task was cancelled while they worked, in order.
    private(set) var cancelled: [Effect] = []
    /// The clock the work waits on.
    let clock: VirtualClock
    private let answer: (Effect) -> Answer

    /// Answers each effect as `answer` says, waiting on `clock`.
    init(clock: VirtualClock = VirtualClock(), answer: @escaping (Effect) -> Answer = { _ in Answer() }) {
        self.clock = clock
        self.answer = answer
    }

    func run(_ effect: Effect, send: @escaping (Action) -> Void) async -> Action? {
        effects.append(effect)
        let answer = answer(effect)
        for action in answer.sent {
            send(action)
        }
        do {
            try await clock.sleep(for: answer.delay, cancellable: true)
        } catch {
            cancelled.append(effect)
        }
        return answer.action
    }
}
