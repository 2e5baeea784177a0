import TraceKit

/// One action traced on one architecture: the entries of its traced steps.
struct ActionTrace: Sendable {
    /// The architecture's command name, such as `mvp`.
    var architecture: String
    /// The traced steps, in order.
    var steps: [ActionRun.TracedStep]

    /// The architecture's name as the pages head it: `MVP`, `Unidirectional`.
    var displayName: String {
        architecture.count <= 5
            ? architecture.uppercased() : architecture.prefix(1).uppercased() + architecture.dropFirst()
    }

    /// The steps' entries, in order.
    var entries: [TraceNode] { steps.flatMap(\.entries) }

    /// The trace as text, a blank line between steps.
    var text: String {
        entries.map { TraceText.lines(of: $0).joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// The sequence diagram of the steps.
    var diagram: SequenceDiagram {
        SequenceDiagram(steps: steps.map { ($0.step.label, $0.entries) })
    }

    /// The architecture frames on the path, first seen first, each function once with every line it
    /// was seen executing.
    var frames: [TraceFrame] {
        var frames: [TraceFrame] = []
        for entry in entries {
            for (_, node) in entry.flattened() {
                guard case .frame(let frame) = node.kind else { continue }
                if let index = frames.firstIndex(where: {
                    $0.function == frame.function && $0.file == frame.file
                }) {
                    frames[index].merge(frame)
                } else {
                    frames.append(frame)
                }
            }
        }
        return frames
    }
}
