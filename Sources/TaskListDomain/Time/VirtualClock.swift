/// A clock that moves only when told to, for replays and tests: sleepers wait until `advance(to:)` passes
/// their deadline, and wake one at a time in deadline order (in the order they slept for equal deadlines).
///
/// A woken sleeper does not run at once: Swift resumes it on the global executor, and it hops back to the
/// main actor later, at a moment that depends on the threads. So the clock counts the sleepers woken and
/// not yet back (`sleepersInTransit`), and whoever drives it waits for none to be in transit before it
/// reads the screen or wakes the next: then a run that sends the same keys and waits the same times does
/// the same work in the same order, and a replay prints the same bytes every time.
@MainActor
public final class VirtualClock: ServiceClock {
    public private(set) var now: Duration = .zero
    private var sleepers: [Sleeper] = []
    private var nextSleeperID = 0
    /// The sleepers cancelled and still waiting, in the order they were cancelled.
    private var cancelledOrder: [Int] = []

    private struct Sleeper {
        let id: Int
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// A clock at zero with nobody asleep.
    public init() {}

    /// How many sleepers wait for a later time.
    public var sleeperCount: Int { sleepers.count }
    /// How many sleepers were woken (or cancelled) and have not yet run again on the main actor.
    public private(set) var sleepersInTransit = 0

    public func sleep(for duration: Duration, cancellable: Bool) async throws {
        guard duration > .zero else { return }
        if cancellable, Task.isCancelled { throw CancellationError() }
        let id = nextSleeperID
        nextSleeperID += 1
        let deadline = now + duration
        defer { sleepersInTransit -= 1 }
        guard cancellable else {
            try await withCheckedThrowingContinuation(isolation: MainActor.shared) {
                (continuation: CheckedContinuation<Void, any Error>) in
                sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
            }
            return
        }
        try await withTaskCancellationHandler(
            operation: {
                try await withCheckedThrowingContinuation(isolation: MainActor.shared) {
                    (continuation: CheckedContinuation<Void, any Error>) in
                    if Task.isCancelled {
                        sleepersInTransit += 1
                        continuation.resume(throwing: CancellationError())
                    } else {
                        sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    }
                }
            },
            onCancel: { Task { @MainActor in self.cancel(sleeperID: id) } },
            isolation: MainActor.shared)
    }

    /// Ends the wait of the cancelled sleeper that was cancelled first, making it throw; false when none
    /// was. Cancelled sleepers leave one at a time, as woken ones do, so their tasks run in a fixed order.
    public func releaseNextCancelled() -> Bool {
        while !cancelledOrder.isEmpty {
            let id = cancelledOrder.removeFirst()
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else { continue }
            sleepersInTransit += 1
            sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
            return true
        }
        return false
    }

    /// Wakes the sleeper with the earliest deadline up to `time` and moves the clock to its deadline;
    /// false, with the clock at `time`, when nobody sleeps until then. Call it until it returns false, and
    /// let the woken task run between calls, so that what it does next happens at its own time.
    public func wakeNext(upTo time: Duration) -> Bool {
        if releaseNextCancelled() { return true }
        guard
            let index = sleepers.indices.filter({ !cancelledOrder.contains(sleepers[$0].id) }).min(by: {
                (sleepers[$0].deadline, sleepers[$0].id) < (sleepers[$1].deadline, sleepers[$1].id)
            }),
            sleepers[index].deadline <= time
        else {
            now = max(now, time)
            return false
        }
        let sleeper = sleepers.remove(at: index)
        now = max(now, sleeper.deadline)
        sleepersInTransit += 1
        sleeper.continuation.resume()
        return true
    }

    /// Marks the sleeper cancelled; `releaseNextCancelled()` ends its wait.
    private func cancel(sleeperID id: Int) {
        guard sleepers.contains(where: { $0.id == id }) else { return }
        cancelledOrder.append(id)
    }
}
