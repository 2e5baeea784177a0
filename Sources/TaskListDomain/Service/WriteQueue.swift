/// Lets one write in at a time, in the order they asked: a write asked for while another waits for its
/// answer starts when that one is done, so writes apply in the order the user pressed the keys.
///
/// A waiting write looks again every `pollInterval` on the service's clock rather than being resumed by
/// the one before it, so that in replays every wait is a sleeper of the virtual clock, woken in order.
@MainActor
final class WriteQueue {
    /// How often a waiting write looks whether its turn has come.
    static let pollInterval = Duration.milliseconds(10)

    private var nextTicket = 0
    private var nowServing = 0

    /// How many writes are in: the one running and those waiting.
    var count: Int { nextTicket - nowServing }

    /// Waits for the writes asked for before this one to finish.
    func enter(waitingOn clock: any ServiceClock) async {
        let ticket = nextTicket
        nextTicket += 1
        while ticket != nowServing {
            try? await clock.sleep(for: Self.pollInterval, cancellable: false)
        }
    }

    /// Lets the next write in.
    func leave() {
        nowServing += 1
    }
}
