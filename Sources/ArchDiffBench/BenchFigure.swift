import ArchDiffSupport

/// One row of `archdiff bench`: what is measured, and at which list length.
package struct BenchFigure: Hashable, Sendable {
    /// What is measured; the raw value is the figure's key in JSON and CSV.
    package enum Kind: String, CaseIterable, Sendable {
        case firstFrame = "first_frame_ms"
        case openList = "open_list_ms"
        case reopenList = "reopen_list_ms"
        case move = "move_ms"
        case toggle = "toggle_ms"
        case add = "add_ms"
        case moveBytes = "move_bytes"
        case scrollBytes = "scroll_bytes"
        case pageBytes = "page_bytes"
        case peakMemory = "peak_memory_mib"

        /// The name shown in tables, as docs/METRICS.md defines it.
        package var label: String {
            switch self {
            case .firstFrame: "First frame"
            case .openList: "Open list"
            case .reopenList: "Reopen list"
            case .move: "Move"
            case .toggle: "Toggle"
            case .add: "Add"
            case .moveBytes: "Selection move"
            case .scrollBytes: "One-row scroll"
            case .pageBytes: "Page move"
            case .peakMemory: "Peak memory"
            }
        }

        /// The unit of the figure's values.
        package var unit: String {
            switch self {
            case .firstFrame, .openList, .reopenList, .move, .toggle, .add: "ms"
            case .moveBytes, .scrollBytes, .pageBytes: "bytes"
            case .peakMemory: "MiB"
            }
        }

        /// Whether every run gives the same value, so that any difference is real (bytes written).
        package var isExact: Bool {
            unit == "bytes"
        }

        /// Whether the figure is measured once per list length; peak memory is one per process.
        package var isPerListLength: Bool {
            self != .peakMemory
        }
    }

    /// What is measured.
    package var kind: Kind
    /// The number of tasks in the open list, or nil for a figure of the whole process.
    package var tasks: Int?

    /// A figure of `kind` at `tasks` tasks.
    package init(_ kind: Kind, tasks: Int? = nil) {
        self.kind = kind
        self.tasks = tasks
    }

    /// The label with the list length: `Toggle, 10,000 tasks`.
    package var label: String {
        guard let tasks else { return kind.label }
        return "\(kind.label), \(Formatting.count(tasks)) tasks"
    }

    /// The time of one frame at 60 frames a second, in milliseconds: the scale a user can notice.
    package static let frameMilliseconds = 16

    /// A time in milliseconds with its share of a frame: `0.46 ms, 3 % of a 16 ms frame`.
    package static func frameText(_ milliseconds: Double) -> String {
        "\(Formatting.decimal(milliseconds, places: 2)) ms, \(frameShare(milliseconds))"
    }

    /// A time's share of a frame: `3 % of a 16 ms frame`, or `under 1 % of a 16 ms frame`.
    package static func frameShare(_ milliseconds: Double) -> String {
        let share = milliseconds / Double(frameMilliseconds) * 100
        let shareText = share < 1 ? "under 1 %" : "\(Formatting.count(Int(share.rounded()))) %"
        return "\(shareText) of a \(frameMilliseconds) ms frame"
    }
}
