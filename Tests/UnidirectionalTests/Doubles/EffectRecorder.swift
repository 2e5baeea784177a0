@testable import UnidirectionalCore

/// An effect handler that runs nothing: it records every effect and answers the ones a test
/// scripted, so a store can be tested without a service.
final class EffectRecorder<Effect, Action>: EffectHandler {
    /// Every effect the store handed over, in order.
    private(set) var effects: [Effect] = []
    private let answer: (Effect) -> [Action]

    /// Answers each effect with the actions `answer` gives for it.
    init(answer: @escaping (Effect) -> [Action] = { _ in [] }) {
        self.answer = answer
    }

    func run(_ effect: Effect, send: @escaping (Action) -> Void) {
        effects.append(effect)
        for action in answer(effect) {
            send(action)
        }
    }
}
