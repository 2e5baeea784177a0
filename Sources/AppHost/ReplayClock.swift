import TaskListDomain

/// Moves a replay's asynchronous work along on a virtual clock: after each key the work it started runs
/// as far as it can without time passing, and a `wait` wakes the service's sleepers in deadline order,
/// letting each one's work run before the next wakes. Everything runs on the main actor, one job after
/// another, so a replay prints the same bytes every time.
@MainActor
public struct ReplayClock {
    /// The clock the service waits on.
    public let clock: VirtualClock
    /// The service whose calls are watched for work in progress.
    public let service: StoreTaskListService

    /// How many yields in a row with no call starting or ending count as rest.
    private static let quietRounds = 4

    /// Drives `service`, which must wait on `clock`.
    public init(clock: VirtualClock, service: StoreTaskListService) {
        self.clock = clock
        self.service = service
    }

    /// Lets the jobs queued for the main actor run, and the jobs they start, until no sleeper the clock
    /// woke is still on its way back and no service call has started or ended for a few rounds; then lets
    /// the cancelled sleepers go, one at a time, settling after each: what is left waits on the clock.
    public func settle() async {
        var quiet = 0
        while quiet < Self.quietRounds {
            let activity = service.activity
            await Task.yield()
            let isQuiet = service.activity == activity && clock.sleepersInTransit == 0
            quiet = isQuiet ? quiet + 1 : 0
            if quiet == Self.quietRounds, clock.releaseNextCancelled() {
                quiet = 0
            }
        }
    }

    /// Moves the clock `duration` on, waking each sleeper at its deadline, settling after each and then
    /// calling `draw`, as a run loop draws a frame once an answer's work is done.
    public func wait(_ duration: Duration, drawing draw: () -> Void = {}) async {
        await settle()
        let target = clock.now + duration
        while clock.wakeNext(upTo: target) {
            await settle()
            draw()
        }
        await settle()
    }

    /// After the user quit: lets time pass until every write in flight has answered, for at most
    /// `AppHost.writeGracePeriod`, as the interactive program waits for them before it ends.
    public func finishWrites() async {
        await settle()
        let deadline = clock.now + AppHost.writeGracePeriod
        while service.writesInFlight > 0, clock.wakeNext(upTo: deadline) {
            await settle()
        }
    }
}
