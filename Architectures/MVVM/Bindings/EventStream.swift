/// One-off events, such as an error message for the status line: each value sent reaches every
/// observer, synchronously, in the order observers started. Unlike `BindableValue` it keeps no value.
/// Only view models send; views can only observe.
///
/// A value sent while observers are still hearing the previous one waits until they all have,
/// so every observer hears the values in the order they were sent.
package final class EventStream<Value> {
    private var observers: [Int: (Value) -> Void] = [:]
    private var nextObserverID = 0
    private var pending: [Value] = []
    private var isDelivering = false

    init() {}

    /// Calls `observer` with every value sent from now on, until the token is cancelled or released.
    package func observe(_ observer: @escaping (Value) -> Void) -> BindingToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return BindingToken { [weak self] in
            self?.observers[id] = nil
        }
    }

    /// Hands `value` to every observer before returning.
    func send(_ value: Value) {
        pending.append(value)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for id in observers.keys.sorted() {
                observers[id]?(next)
            }
        }
    }
}
