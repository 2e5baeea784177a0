@testable import MVVM

/// Binds to an observable, or observes a signal, the way a view does, and records every value.
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var token: BindingToken?

    /// Records the current value of `observable` and every later one.
    init(_ observable: MVVM.Observable<Value>) {
        token = observable.bind { [weak self] value in self?.values.append(value) }
    }

    /// Records every value `signal` sends from now on.
    init(_ signal: Signal<Value>) {
        token = signal.observe { [weak self] value in self?.values.append(value) }
    }

    /// The value delivered last.
    var last: Value? { values.last }
}
