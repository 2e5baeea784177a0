@testable import MVVMViewModels

/// Binds to a bindable value, or observes an event stream, the way a view does, and records every value.
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var token: BindingToken?

    /// Records the current value of `bindable` and every later one.
    init(_ bindable: BindableValue<Value>) {
        token = bindable.bind { [weak self] value in self?.values.append(value) }
    }

    /// Records what `read` reads from the current value of `bindable` and every later one, at the time
    /// it arrives, as a view reads it: rows read later show their tasks as they are then.
    init<Source>(_ bindable: BindableValue<Source>, reading read: @escaping (Source) -> Value) {
        token = bindable.bind { [weak self] value in self?.values.append(read(value)) }
    }

    /// Records every value `stream` sends from now on.
    init(_ stream: EventStream<Value>) {
        token = stream.observe { [weak self] value in self?.values.append(value) }
    }

    /// The value delivered last.
    var last: Value? { values.last }
}
