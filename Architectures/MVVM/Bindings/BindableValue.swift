/// A value a view binds to: binding hands over the current value at once, then every value set
/// after it, synchronously and in order. Only view models set `value`; views can only bind.
///
/// Observers are closures; a view's closures capture the view weakly, so a bindable value never keeps
/// a view alive. (Not named `Observable`, which is the Observation module's macro and protocol.)
package final class BindableValue<Value> {
    /// The current value; setting it tells every bound observer before returning.
    package internal(set) var value: Value {
        didSet { changes.send(value) }
    }
    private let changes = EventStream<Value>()

    init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value now and with every new value, until the token is
    /// cancelled or released.
    package func bind(_ observer: @escaping (Value) -> Void) -> BindingToken {
        observer(value)
        return changes.observe(observer)
    }
}
