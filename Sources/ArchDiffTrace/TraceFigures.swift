import TraceKit

/// The figures the trace pages compare: how long and how wide a user action's path through an
/// architecture is (see docs/METRICS.md, "archdiff trace").
struct TraceFigures: Equatable {
    /// Distinct architecture functions on the path.
    var functions = 0
    /// Distinct architecture types those functions belong to.
    var types = 0
    /// The most architecture functions nested in one another on the way to a boundary.
    var deepestChain = 0
    /// Calls into the service, reads and writes.
    var serviceCalls = 0
    /// Change notifications the service delivered to observers.
    var changeDeliveries = 0
    /// Things the architecture told TerminalKit views, outside drawing.
    var viewUpdates = 0

    /// The figures of `entries`, the traced steps of one action.
    init(_ entries: [TraceNode]) {
        var functions: Set<String> = []
        var types: Set<String> = []
        func visit(_ node: TraceNode, chain: Int, isDrawing: Bool) {
            var chain = chain
            switch node.kind {
            case .frame(let frame):
                functions.insert(frame.file + " " + frame.function)
                types.insert(frame.typeName)
                chain += 1
                deepestChain = max(deepestChain, chain)
            case .service, .waiting: serviceCalls += 1
            case .change: changeDeliveries += 1
            case .view where !isDrawing: viewUpdates += 1
            default: break
            }
            let drawing: Bool
            if case .draw = node.kind { drawing = true } else { drawing = isDrawing }
            for child in node.children {
                visit(child, chain: chain, isDrawing: drawing)
            }
        }
        for entry in entries {
            visit(entry, chain: 0, isDrawing: false)
        }
        self.functions = functions.count
        self.types = types.count
    }

    /// Each figure's name, as the pages' tables and docs/METRICS.md name it, and its value.
    var rows: [(name: String, value: Int)] {
        [
            ("Architecture functions on the path", functions), ("Architecture types on the path", types),
            ("Deepest chain of architecture functions", deepestChain), ("Service calls", serviceCalls),
            ("Change deliveries", changeDeliveries), ("View updates", viewUpdates),
        ]
    }
}
