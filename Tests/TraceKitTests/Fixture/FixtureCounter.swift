import Observation
import TerminalKit

/// A count that a view observes, as an MVVM view's model is observed, for the trace tests.
@Observable
final class FixtureCounter {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}

/// Shows a `FixtureCounter` in a label, kept in step through `ViewObservations`.
final class FixtureCounterView: View {
    let label = Label("")
    private lazy var observations = ViewObservations(of: self)

    init(counter: FixtureCounter) {
        observations.observe {
            counter.count
        } apply: { [weak self] count in
            self?.label.text = "\(count)"
        }
    }

    func draw(in screen: inout Screen, area: Rect) {
        observations.updateIfNeeded()
        label.draw(in: &screen, area: area)
    }

    func handle(_ key: Key) -> Bool {
        false
    }
}
