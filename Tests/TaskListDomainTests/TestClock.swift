import Foundation

/// A clock for the service that stands still until a test moves it.
final class TestClock {
    private(set) var now = Date(timeIntervalSince1970: 1_700_000_000)

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) {
        now += seconds
    }
}
