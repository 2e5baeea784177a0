/// A value a view binds to: binding hands over the current value at once, then every value set
/// after it, synchronously and in order. The view model sets `value`; views only bind.
///
/// Observers are closures; a view's closures capture the view weakly, so an observable never keeps
/// a view alive.
final class Observable<Value> {
    /// The current value; setting it tells every bound observer before returning.
    var value: Value {
        didSet { changes.send(value) }
    }
    private let changes = Signal<Value>()

    init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value now and with every new value, until the token is
    /// cancelled or released.
    func bind(_ observer: @escaping (Value) -> Void) -> BindingToken {
        observer(value)
        return changes.observe(observer)
    }
}
