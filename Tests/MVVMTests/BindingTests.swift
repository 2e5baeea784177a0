import Testing

@testable import MVVM

@Suite("Bindings")
struct BindingTests {
    /// Something a binding could keep alive by mistake, such as a view.
    private final class Subscriber {
        var seen: [Int] = []
    }

    @Test("binding delivers the current value at once, then every change in order")
    func deliversCurrentValueThenChanges() {
        let observable = MVVM.Observable(1)
        let recorder = Recorder(observable)
        observable.value = 2
        observable.value = 3
        #expect(recorder.values == [1, 2, 3])
    }

    @Test("a value set twice is delivered twice")
    func deliversEverySet() {
        let observable = MVVM.Observable("a")
        let recorder = Recorder(observable)
        observable.value = "a"
        #expect(recorder.values == ["a", "a"])
    }

    @Test("observers hear each value in the order they were bound")
    func deliversInBindingOrder() {
        let observable = MVVM.Observable(0)
        var log: [String] = []
        let first = observable.bind { log.append("first \($0)") }
        let second = observable.bind { log.append("second \($0)") }
        observable.value = 1
        #expect(log == ["first 0", "second 0", "first 1", "second 1"])
        _ = (first, second)
    }

    @Test("a value set while observers hear another reaches them all after it")
    func nestedSetIsDeliveredAfterTheCurrentValue() {
        let observable = MVVM.Observable(0)
        var log: [String] = []
        let first = observable.bind { value in
            log.append("first \(value)")
            if value == 1 {
                observable.value = 2
            }
        }
        let second = observable.bind { log.append("second \($0)") }
        log.removeAll()
        observable.value = 1
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        #expect(observable.value == 2)
        _ = (first, second)
    }

    @Test("cancelling the token unbinds; cancelling again does nothing")
    func cancelUnbinds() {
        let observable = MVVM.Observable(0)
        var seen: [Int] = []
        let token = observable.bind { seen.append($0) }
        token.cancel()
        token.cancel()
        observable.value = 1
        #expect(seen == [0])
    }

    @Test("releasing the token unbinds")
    func releasingTheTokenUnbinds() {
        let observable = MVVM.Observable(0)
        var seen: [Int] = []
        var token: BindingToken? = observable.bind { seen.append($0) }
        #expect(token != nil)
        token = nil
        observable.value = 1
        #expect(seen == [0])
    }

    @Test("an observable does not keep a weakly bound object alive")
    func observableDoesNotRetainBoundObject() {
        let observable = MVVM.Observable(0)
        var subscriber: Subscriber? = Subscriber()
        weak let weakSubscriber = subscriber
        let token = observable.bind { [weak subscriber] in subscriber?.seen.append($0) }
        subscriber = nil
        #expect(weakSubscriber == nil)
        observable.value = 1
        _ = token
    }

    @Test("a token does not keep its observable alive and outlives it safely")
    func tokenDoesNotRetainObservable() {
        var observable: MVVM.Observable<Int>? = MVVM.Observable(0)
        weak let weakObservable = observable
        let token = observable?.bind { _ in }
        observable = nil
        #expect(weakObservable == nil)
        token?.cancel()
    }

    @Test("a signal delivers only values sent after observing, and keeps none")
    func signalDeliversLaterValuesOnly() {
        let signal = Signal<String>()
        signal.send("before")
        let recorder = Recorder(signal)
        signal.send("one")
        signal.send("two")
        #expect(recorder.values == ["one", "two"])
    }

    @Test("a cancelled signal observer hears nothing more")
    func signalCancelUnbinds() {
        let signal = Signal<Int>()
        var seen: [Int] = []
        let token = signal.observe { seen.append($0) }
        signal.send(1)
        token.cancel()
        signal.send(2)
        #expect(seen == [1])
    }

    @Test("an observer unbound while a value is delivered does not hear it")
    func observerUnboundDuringDeliveryIsSkipped() {
        let signal = Signal<Int>()
        var seen: [String] = []
        var second: BindingToken?
        let first = signal.observe { value in
            seen.append("first \(value)")
            second?.cancel()
        }
        second = signal.observe { seen.append("second \($0)") }
        signal.send(1)
        #expect(seen == ["first 1"])
        _ = first
    }
}
