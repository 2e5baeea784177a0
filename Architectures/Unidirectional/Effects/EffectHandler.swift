/// Carries out the effects a reducer returns, and sends the actions they answer with back to the
/// store. The only place where the app touches the world outside its state.
package protocol EffectHandler<Effect, Action>: AnyObject {
    /// The effects it can run.
    associatedtype Effect
    /// The actions it answers with.
    associatedtype Action

    /// Runs `effect`; calls `send` with each answer, now or, for an observation, later.
    func run(_ effect: Effect, send: @escaping (Action) -> Void)
}
