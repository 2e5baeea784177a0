import Testing

@testable import MVVMViewModels

@Suite("Bindings")
struct BindingTests {
    /// Something a binding could keep alive by mistake, such as a view.
    private final class Subscriber {
        var seen: [Int] = []
    }

    @Test("binding delivers the current value at once, then every change in order")
    func deliversCurrentValueThenChanges() {
        let bindable = BindableValue(1)
        let recorder = Recorder(bindable)
        bindable.value = 2
        bindable.value = 3
        #expect(recorder.values == [1, 2, 3])
    }

    @Test("a value set twice is delivered twice")
    func deliversEverySet() {
        let bindable = BindableValue("a")
        let recorder = Recorder(bindable)
        bindable.value = "a"
        #expect(recorder.values == ["a", "a"])
    }

    @Test("observers hear each value in the order they were bound")
    func deliversInBindingOrder() {
        let bindable = BindableValue(0)
        var log: [String] = []
        let first = bindable.bind { log.append("first \($0)") }
        let second = bindable.bind { log.append("second \($0)") }
        bindable.value = 1
        #expect(log == ["first 0", "second 0", "first 1", "second 1"])
        _ = (first, second)
    }

    @Test("a value set while observers hear another reaches them all after it")
    func nestedSetIsDeliveredAfterTheCurrentValue() {
        let bindable = BindableValue(0)
        var log: [String] = []
        let first = bindable.bind { value in
            log.append("first \(value)")
            if value == 1 {
                bindable.value = 2
            }
        }
        let second = bindable.bind { log.append("second \($0)") }
        log.removeAll()
        bindable.value = 1
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        #expect(bindable.value == 2)
        _ = (first, second)
    }

    @Test("cancelling the token unbinds; cancelling again does nothing")
    func cancelUnbinds() {
        let bindable = BindableValue(0)
        var seen: [Int] = []
        let token = bindable.bind { seen.append($0) }
        token.cancel()
        token.cancel()
        bindable.value = 1
        #expect(seen == [0])
    }

    @Test("releasing the token unbinds")
    func releasingTheTokenUnbinds() {
        let bindable = BindableValue(0)
        var seen: [Int] = []
        var token: BindingToken? = bindable.bind { seen.append($0) }
        #expect(token != nil)
        token = nil
        bindable.value = 1
        #expect(seen == [0])
    }

    @Test("a bindable value does not keep a weakly bound object alive")
    func bindableDoesNotRetainBoundObject() {
        let bindable = BindableValue(0)
        var subscriber: Subscriber? = Subscriber()
        weak let weakSubscriber = subscriber
        let token = bindable.bind { [weak subscriber] in subscriber?.seen.append($0) }
        subscriber = nil
        #expect(weakSubscriber == nil)
        bindable.value = 1
        _ = token
    }

    @Test("a token does not keep its bindable value alive and outlives it safely")
    func tokenDoesNotRetainBindable() {
        var bindable: BindableValue<Int>? = BindableValue(0)
        weak let weakBindable = bindable
        let token = bindable?.bind { _ in }
        bindable = nil
        #expect(weakBindable == nil)
        token?.cancel()
    }

    @Test("an event stream delivers only values sent after observing, and keeps none")
    func streamDeliversLaterValuesOnly() {
        let stream = EventStream<String>()
        stream.send("before")
        let recorder = Recorder(stream)
        stream.send("one")
        stream.send("two")
        #expect(recorder.values == ["one", "two"])
    }

    @Test("a cancelled event stream observer hears nothing more")
    func streamCancelUnbinds() {
        let stream = EventStream<Int>()
        var seen: [Int] = []
        let token = stream.observe { seen.append($0) }
        stream.send(1)
        token.cancel()
        stream.send(2)
        #expect(seen == [1])
    }

    @Test("an observer unbound while a value is delivered does not hear it")
    func observerUnboundDuringDeliveryIsSkipped() {
        let stream = EventStream<Int>()
        var seen: [String] = []
        var second: BindingToken?
        let first = stream.observe { value in
            seen.append("first \(value)")
            second?.cancel()
        }
        second = stream.observe { seen.append("second \($0)") }
        stream.send(1)
        #expect(seen == ["first 1"])
        _ = first
    }
}
