import Observation

/// Whether `action` changes what `value` reads, as a view observing `value` is told: one round of
/// Observation's tracking, the way `ViewObservations` observes.
func changes<Value>(_ value: () -> Value, during action: () throws -> Void) rethrows -> Bool {
    let flag = ChangeFlag()
    _ = withObservationTracking(value) { flag.isRaised = true }
    try action()
    return flag.isRaised
}

/// Raised by Observation's `onChange`, which must be `@Sendable`; the tests change their view models on
/// one thread.
private final class ChangeFlag: @unchecked Sendable {
    var isRaised = false
}
