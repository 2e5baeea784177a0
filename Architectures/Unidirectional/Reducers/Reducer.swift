/// Computes the next state for an action and says, as values, which effects should follow. A
/// reducer does nothing else: no service calls, no views, no clock; the store runs the effects.
package protocol Reducer<State, Action, Effect> {
    /// The part of the app's state it changes.
    associatedtype State
    /// What can happen to that state: the user's intents and the effects' answers.
    associatedtype Action
    /// The work it can ask the store for.
    associatedtype Effect

    /// Changes `state` for `action` and returns the effects to run, in order.
    func reduce(_ state: inout State, _ action: Action) -> [Effect]
}
