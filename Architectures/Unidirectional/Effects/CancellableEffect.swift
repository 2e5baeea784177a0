/// An effect that says how the store runs its task, as TCA's `.cancellable(id:cancelInFlight:)` and
/// `.cancel(id:)` do: the IDs that cancel it, and the IDs whose tasks it cancels before it starts.
package protocol CancellableEffect {
    /// Names tasks of the store.
    associatedtype CancelID: Hashable

    /// The IDs its task runs under: cancelling any of them cancels it.
    var cancelIDs: [CancelID] { get }
    /// The IDs whose tasks in flight are cancelled before it starts.
    var cancelsInFlight: [CancelID] { get }
}
