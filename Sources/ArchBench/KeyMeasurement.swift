import ArchDiffBench
import TerminalKit

/// One measured key press: the keys that set it up, the key whose handling and frame are timed and
/// whose bytes are counted, and the keys that undo it. All are key scripts, the same for every
/// architecture.
struct KeyMeasurement {
    /// The figure its time is reported as, if any.
    let time: BenchFigure.Kind?
    /// The figure its frame's bytes are reported as, if any.
    let bytes: BenchFigure.Kind?
    /// Performed before each sample, not timed.
    let setup: KeyScript
    /// Timed: its keys handled and their frames drawn.
    let measured: KeyScript
    /// Performed after each sample, not timed.
    let cleanup: KeyScript

    private init(
        time: BenchFigure.Kind?, bytes: BenchFigure.Kind?, setup: String = "", measured: String,
        cleanup: String = ""
    ) {
        self.time = time
        self.bytes = bytes
        self.setup = Self.script(setup)
        self.measured = Self.script(measured)
        self.cleanup = Self.script(cleanup)
    }

    /// Measured on Home, whose first list is the one of the benchmark's length, after it was opened once.
    static let onHome = [
        KeyMeasurement(time: .reopenList, bytes: nil, measured: "press enter", cleanup: "press esc")
    ]

    /// Measured on the tasks of that list, in this order.
    static let onTasks = [
        KeyMeasurement(time: .move, bytes: .moveBytes, setup: "press home", measured: "press down"),
        KeyMeasurement(
            time: nil, bytes: .scrollBytes, setup: "press home\npress pagedown", measured: "press down"),
        KeyMeasurement(time: nil, bytes: .pageBytes, setup: "press home", measured: "press pagedown"),
        KeyMeasurement(time: .toggle, bytes: nil, setup: "press home", measured: "press space"),
        KeyMeasurement(time: .add, bytes: nil, setup: "press a\ntype Bench task", measured: "press enter"),
    ]

    /// Goes from Home to the tasks of its first list.
    static let openFirstList = script("press enter")

    /// Goes from the tasks back to Home.
    static let backHome = script("press esc")

    private static func script(_ source: String) -> KeyScript {
        do {
            return try KeyScript(parsing: source)
        } catch {
            preconditionFailure("a bench key script does not parse: \(error)")
        }
    }
}
