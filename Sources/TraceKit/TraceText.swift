import Foundation
import SafeText

/// Trace entries as text: one line per node, indented two spaces a level, architecture frames followed
/// by their source location, boundary lines tagged with the boundary (`[service]`, `[view]`, ...).
public enum TraceText {
    /// The lines of `entry`; with `locations`, each frame's file and line after its name.
    public static func lines(of entry: TraceNode, locations: Bool = true) -> [String] {
        entry.flattened().map { depth, node in
            String(repeating: "  ", count: depth) + line(for: node.kind, locations: locations)
        }
    }

    /// The text of one node as the trace panel shows it: without source locations, and with each list of
    /// argument labels shortened, `TasksController.init(…)` for `TasksController.init(list:service:)`.
    public static func shortLine(for kind: TraceNode.Kind) -> String {
        line(for: kind, locations: false).replacingOccurrences(
            of: #"\((?:[A-Za-z_][A-Za-z0-9_]*:)+\)"#, with: "(…)", options: .regularExpression)
    }

    /// The frame's file and line, as `MVP/Presenters/TasksPresenter.swift:84`; the file alone for code
    /// the compiler generated (line 0).
    public static func place(of frame: TraceFrame) -> String {
        frame.line > 0 ? "\(frame.file):\(frame.line)" : frame.file
    }

    /// The text of one node, without indentation; its control characters are made visible (see
    /// `VisibleText.of`), as the line may go to a terminal (`tail -f` of a trace file).
    public static func line(for kind: TraceNode.Kind, locations: Bool = true) -> String {
        VisibleText.of(text(for: kind, locations: locations))
    }

    private static func text(for kind: TraceNode.Kind, locations: Bool) -> String {
        switch kind {
        case .start(let architecture): "[start] \(architecture) builds its first screen"
        case .key(let key, let view): "[key] \(key) → \(view)"
        case .check: "[check] checkForExternalChanges()"
        case .frame(let frame) where locations: "\(frame.function)  \(place(of: frame))"
        case .frame(let frame): frame.function
        case .service(let call, nil): "[service] \(call)"
        case .service(let call, let result?): "[service] \(call) → \(result)"
        case .waiting(let call): "[service] \(call) → answers later"
        case .later(let call?, let result, let after):
            "[later] answer to \(call) → \(result ?? "…") (\(after))"
        case .later(nil, _, let after): "[later] a task runs (\(after))"
        case .reducer(let action, let reducer, let effects) where effects.isEmpty:
            "[action] \(action) → \(reducer)"
        case .reducer(let action, let reducer, let effects):
            "[action] \(action) → \(reducer) → [\(effects.joined(separator: ", "))]"
        case .change(let change, let observer): "[change] \(change) → observer from \(observer)"
        case .observerRemoved(let observer): "[change] observer from \(observer) removed"
        case .navigation(let action): "[navigator] \(action)"
        case .view(let view, let activity): "[view] \(view).\(activity)"
        case .dataSource(let dataSource, let view, let rows):
            "[view] \(view) asks \(dataSource) for rows \(rows)"
        case .draw(let view): "[draw] \(view)"
        case .screen(let change): "[screen] \(change)"
        case .note(let note): "[note] \(note)"
        }
    }
}
