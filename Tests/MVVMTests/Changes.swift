import Observation

/// Whether `action` changes what `value` reads, as a view observing `value` is told: one round of
/// Observation's tracking, the way `ViewObservations` observes.
@MainActor
func changes<Value>(_ value: () -> Value, during action: () async throws -> Void) async rethrows -> Bool {
    let flag = ChangeFlag()
    _ = withObservationTracking(value) { flag.isRaised = true }
    try await action()
    return flag.isRaised
}

/// Raised by Observation's `onChange`, which must be `@Sendable`; the tests change their view models on
/// the main actor.
private final class ChangeFlag: @unchecked Sendable {
    var isRaised = false
}
