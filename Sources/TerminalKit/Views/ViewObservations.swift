import Observation

/// Keeps a view in step with `@Observable` objects, as UIKit and SwiftUI keep theirs: `observe(_:apply:)`
/// reads a value under Observation's tracking and hands it to the view; once something it read changes,
/// `updateIfNeeded()` reads it again and hands over the new value.
///
/// Observation tells of a change before the value is stored (`withObservationTracking` calls `onChange`
/// once, in the property's `willSet`), so a change only marks its observation, and reports
/// `ViewActivity.setNeedsUpdate` for the view. The view calls `updateIfNeeded()` before it draws and before
/// it handles a key, which reads and applies every marked observation, in the order they were made, and
/// tracks each again. So the values changed between two frames are applied once each, with the last value.
///
/// The view owns it: once it is released, no observation is applied again, and nothing it registered with
/// an observed object keeps the view alive.
@MainActor
public final class ViewObservations {
    private weak var view: (any View)?
    private var observations: [Tracking] = []

    /// Observations for `view`, which reports their changes.
    public init(of view: any View) {
        self.view = view
    }

    /// Calls `apply` with `value()` now, and again from `updateIfNeeded()` with a new `value()` once an
    /// observable property that `value` read has changed. Only `value` is tracked, not `apply`.
    public func observe<Value>(_ value: @escaping () -> Value, apply: @escaping (Value) -> Void) {
        let tracking = Tracking(view: view) { tracking in
            apply(
                withObservationTracking(value) { [weak tracking] in
                    MainActor.assumeIsolated { tracking?.setNeedsUpdate() }
                })
        }
        observations.append(tracking)
        tracking.update()
    }

    /// Calls `apply` with `object[keyPath: keyPath]` now, and again from `updateIfNeeded()` with its new
    /// value once it has changed, as `observe(_:apply:)` does; it keeps `object` as long as it observes.
    public func observe<Object: AnyObject, Value>(
        _ object: Object, _ keyPath: KeyPath<Object, Value>, apply: @escaping (Value) -> Void
    ) {
        observe({ object[keyPath: keyPath] }, apply: apply)
    }

    /// Applies the observations whose values changed since they were last applied, in the order they
    /// were made; a change that applying one makes waits for the next call.
    public func updateIfNeeded() {
        for tracking in observations where tracking.needsUpdate {
            tracking.update()
        }
    }
}

/// One observation: it reads its value under tracking, applies it, and is marked when the value changes.
///
/// Observation wants a `@Sendable` `onChange`, which it calls on the thread that changes the property: the
/// main actor, where views and the objects they observe live, as UIKit's and SwiftUI's do.
@MainActor
private final class Tracking: Sendable {
    private weak var view: (any View)?
    private let track: (Tracking) -> Void
    private(set) var needsUpdate = false

    init(view: (any View)?, track: @escaping (Tracking) -> Void) {
        self.view = view
        self.track = track
    }

    /// Reads the value, tracking it again, and applies it.
    func update() {
        needsUpdate = false
        track(self)
    }

    /// Marks the observation, and reports it for the view.
    func setNeedsUpdate() {
        needsUpdate = true
        view?.report(.setNeedsUpdate)
    }
}
