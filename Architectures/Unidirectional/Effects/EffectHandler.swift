/// Carries out the effects a reducer returns, and hands back the actions they answer with. The only
/// place where the app touches the world outside its state.
@MainActor
package protocol EffectHandler<Effect, Action>: AnyObject {
    /// The effects it can run.
    associatedtype Effect
    /// The actions it answers with.
    associatedtype Action

    /// Runs `effect` and returns the action it answers with, if any, once its work is done. What it
    /// starts that keeps answering on its own (an observation) answers through `send`, later.
    func run(_ effect: Effect, send: @escaping (Action) -> Void) async -> Action?
}
