/// What the service waits on when it answers late: the real clock, or `VirtualClock` in replays and tests.
@MainActor
public protocol ServiceClock: AnyObject {
    /// The time since the clock started.
    var now: Duration { get }
    /// Waits `duration`; when `cancellable`, a cancelled task stops waiting and it throws `CancellationError`.
    func sleep(for duration: Duration, cancellable: Bool) async throws
}

/// The real clock: `Task.sleep` on the continuous clock.
@MainActor
public final class ContinuousServiceClock: ServiceClock {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// A clock whose `now` counts from its creation.
    public init() {
        start = clock.now
    }

    public var now: Duration { clock.now - start }

    public func sleep(for duration: Duration, cancellable: Bool) async throws {
        guard duration > .zero else { return }
        if cancellable {
            try await Task.sleep(for: duration, clock: clock)
        } else {
            // A task of its own is not cancelled with the caller's.
            await Task { [clock] in try? await Task.sleep(for: duration, clock: clock) }.value
        }
    }
}
