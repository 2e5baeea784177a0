/// Runs a child reducer inside a parent's state: on the child's part of the state, for the parent's
/// actions that carry a child action, with the child's effects wrapped as the parent's. A parent
/// whose state is not in the child's case at the moment is left alone.
package struct Scope<ParentState, ParentAction, ParentEffect, Child: Reducer>: Reducer {
    private let child: Child
    private let state: WritableKeyPath<ParentState, Child.State?>
    private let action: (ParentAction) -> Child.Action?
    private let effect: (Child.Effect) -> ParentEffect

    /// Scopes `child` to the state at `state`, the actions `action` extracts, and embeds its effects
    /// with `effect`.
    package init(
        state: WritableKeyPath<ParentState, Child.State?>,
        action: @escaping (ParentAction) -> Child.Action?,
        effect: @escaping (Child.Effect) -> ParentEffect,
        child: Child
    ) {
        self.child = child
        self.state = state
        self.action = action
        self.effect = effect
    }

    package func reduce(_ parent: inout ParentState, _ action: ParentAction) -> [ParentEffect] {
        guard let childAction = self.action(action), var childState = parent[keyPath: state] else {
            return []
        }
        let effects = child.reduce(&childState, childAction)
        parent[keyPath: state] = childState
        return effects.map(effect)
    }
}
