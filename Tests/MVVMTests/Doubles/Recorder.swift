@testable import MVVMViewModels

/// Binds to a bindable value, or observes an event stream, the way a view does, and records every value.
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var token: BindingToken?

    /// Records the current value of `bindable` and every later one.
    init(_ bindable: BindableValue<Value>) {
        token = bindable.bind { [weak self] value in self?.values.append(value) }
    }

    /// Records every value `stream` sends from now on.
    init(_ stream: EventStream<Value>) {
        token = stream.observe { [weak self] value in self?.values.append(value) }
    }

    /// The value delivered last.
    var last: Value? { values.last }
}
