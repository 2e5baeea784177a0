/// Trace entries as text: one line per node, indented two spaces a level, architecture frames followed
/// by their source location, boundary lines tagged with the boundary (`[service]`, `[view]`, ...).
public enum TraceText {
    /// The lines of `entry`; with `locations`, each frame's file and line after its name.
    public static func lines(of entry: TraceNode, locations: Bool = true) -> [String] {
        entry.flattened().map { depth, node in
            String(repeating: "  ", count: depth) + line(for: node.kind, locations: locations)
        }
    }

    /// The text of one node, without indentation.
    public static func line(for kind: TraceNode.Kind, locations: Bool = true) -> String {
        switch kind {
        case .start(let architecture): "[start] \(architecture) builds its first screen"
        case .key(let key, let view): "[key] \(key) → \(view)"
        case .check: "[check] checkForExternalChanges()"
        case .frame(let frame) where locations: "\(frame.function)  \(frame.file):\(frame.line)"
        case .frame(let frame): frame.function
        case .service(let call, nil): "[service] \(call)"
        case .service(let call, let result?): "[service] \(call) → \(result)"
        case .change(let change, let observer): "[change] \(change) → observer from \(observer)"
        case .observerRemoved(let observer): "[change] observer from \(observer) removed"
        case .navigation(let action): "[navigator] \(action)"
        case .view(let activity): "[view] \(activity)"
        case .draw(let view): "[draw] \(view)"
        case .screen(let change): "[screen] \(change)"
        case .note(let note): "[note] \(note)"
        }
    }
}
