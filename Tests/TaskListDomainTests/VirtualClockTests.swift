import TaskListDomain
import Testing

@Suite("VirtualClock")
@MainActor
struct VirtualClockTests {
    @Test(
        "B83 sleepers wake in deadline order, those with one deadline in the order they slept, and now follows"
    )
    func wakesInOrder() async {
        let clock = VirtualClock()
        var woken: [String] = []
        for (name, milliseconds) in [("late", 300), ("first", 100), ("second", 100)] {
            Task {
                try? await clock.sleep(for: .milliseconds(milliseconds), cancellable: true)
                woken.append("\(name) at \(clock.now)")
            }
        }
        await Settling.settle(clock)
        #expect(clock.sleeperCount == 3)
        await Settling.advance(clock, to: .milliseconds(250))
        #expect(woken == ["first at 0.1 seconds", "second at 0.1 seconds"])
        #expect(clock.now == .milliseconds(250))
        await Settling.advance(clock, to: .seconds(1))
        #expect(woken.last == "late at 0.3 seconds")
        #expect(clock.sleeperCount == 0)
    }

    @Test("B76 a cancelled sleeper stops waiting at once and throws; one that may not be cancelled sleeps on")
    func cancellation() async {
        let clock = VirtualClock()
        var outcomes: [String] = []
        let cancellable = Task {
            do {
                try await clock.sleep(for: .seconds(1), cancellable: true)
                outcomes.append("cancellable woke")
            } catch {
                outcomes.append("cancellable threw at \(clock.now)")
            }
        }
        let steadfast = Task {
            try? await clock.sleep(for: .seconds(1), cancellable: false)
            outcomes.append("steadfast woke at \(clock.now)")
        }
        await Settling.settle(clock)
        cancellable.cancel()
        steadfast.cancel()
        await Settling.settle(clock)
        #expect(outcomes == ["cancellable threw at 0.0 seconds"])
        await Settling.advance(clock, to: .seconds(2))
        #expect(outcomes == ["cancellable threw at 0.0 seconds", "steadfast woke at 1.0 seconds"])
    }

    @Test("a zero sleep returns at once without a sleeper")
    func zeroSleep() async throws {
        let clock = VirtualClock()
        try await clock.sleep(for: .zero, cancellable: true)
        #expect(clock.sleeperCount == 0 && clock.now == .zero)
    }
}

/// Moves a virtual clock in tests of the domain, which cannot use AppHost's `ReplayClock`.
@MainActor
enum Settling {
    /// Lets queued main-actor work run until no woken sleeper is on its way back, for a few rounds.
    static func settle(_ clock: VirtualClock) async {
        var quiet = 0
        while quiet < 4 {
            await Task.yield()
            quiet = clock.sleepersInTransit == 0 ? quiet + 1 : 0
            if quiet == 4, clock.releaseNextCancelled() {
                quiet = 0
            }
        }
    }

    /// Wakes every sleeper due by `time`, one at a time, settling before and after each.
    static func advance(_ clock: VirtualClock, to time: Duration) async {
        await settle(clock)
        while clock.wakeNext(upTo: time) {
            await settle(clock)
        }
        await settle(clock)
    }
}
