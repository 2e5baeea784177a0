import ArchDiffSupport

/// Which pattern suits which aim, each claim read from one scorecard figure's best group, and the order
/// in which a learner could read the patterns' notes.
struct PatternGuide: Sendable {
    /// One aim and the scorecard figure that decides it.
    struct Aim: Sendable {
        /// What a team wants, as the line's lead.
        var purpose: String
        /// The scorecard figure it is read from.
        var figure: String
    }

    /// The aims, each tied to a scored figure of the scorecard.
    static let aims = [
        Aim(
            purpose: "Fewest production code lines per change",
            figure: "Production code lines changed per feature"),
        Aim(purpose: "Fewest production files per change", figure: "Production files touched per feature"),
        Aim(purpose: "Cheapest new screen", figure: "Cost of a new screen (production code lines)"),
        Aim(purpose: "Least code to read", figure: "Production code lines"),
        Aim(purpose: "Fewest types per screen", figure: "Types per screen"),
        Aim(
            purpose: "Work spread over the most types (smallest largest type)",
            figure: "Largest type with its extensions (lines)"),
        Aim(
            purpose: "Most tests that build their unit themselves", figure: "Isolated tests (share of tests)"),
        Aim(purpose: "Most behaviours named by a test", figure: "Behaviours covered"),
    ]

    /// The scorecard the claims are read from.
    var scorecard: Scorecard
    /// The architectures with a `docs/architectures/<name>.md` to link to.
    var documented: Set<String>

    /// One line per aim: the best group of its figure with their cells, or that no pattern stands out.
    func claims() -> [Inline] {
        let names = scorecard.architectures
        let figures = scorecard.criteria.flatMap(\.figures)
        return Self.aims.compactMap { aim in
            guard let figure = figures.first(where: { $0.name == aim.figure }), figure.isScored,
                figure.isMeasured
            else { return nil }
            let best = figure.best(names)
            guard !best.isEmpty else {
                return
                    "\(strong: aim.purpose): no pattern stands out (\(aim.figure.lowercased()): no real difference)."
            }
            let cells = best.compactMap { name in
                names.firstIndex(of: name).map { figure.cells[$0] }
            }
            return
                "\(strong: aim.purpose): \(Prose.list(best)) (\(aim.figure.lowercased()): \(Prose.list(cells)))."
        }
    }

    /// The architectures from the fewest layers to the most, ties by fewer production code lines: each
    /// adds layers to what the one before taught.
    func readingOrder() -> [String] {
        let figures = scorecard.criteria.flatMap(\.figures)
        guard let layers = figures.first(where: { $0.name == "Layers" }),
            let lines = figures.first(where: { $0.name == "Production code lines" })
        else { return scorecard.architectures }
        return scorecard.architectures.indices.sorted { lhs, rhs in
            let left = (layers.values[lhs] ?? .infinity, lines.values[lhs] ?? .infinity)
            let right = (layers.values[rhs] ?? .infinity, lines.values[rhs] ?? .infinity)
            return left != right ? left < right : lhs < rhs
        }.map { scorecard.architectures[$0] }
    }

    /// The section's body: the claims, then the reading order, each pattern linked to its notes.
    func blocks() -> [Block] {
        let figures = scorecard.criteria.flatMap(\.figures)
        let layers = figures.first { $0.name == "Layers" }
        let order = readingOrder().map { name -> Inline in
            let index = scorecard.architectures.firstIndex(of: name)
            let count = index.flatMap { layers?.cells[$0] }.map { " (\($0) layers)" } ?? ""
            let label: Inline =
                documented.contains(name)
                ? "\(link: name, to: "architectures/\(name.lowercased()).md")" : "\(name)"
            return "\(label)\(count)"
        }
        return [
            .paragraph(
                """
                Each line is read from the scorecard row named in it: the best group of that figure, so it holds \
                only as far as the row does.
                """),
            .list(claims()),
            .paragraph(
                """
                \(strong: "Reading order for a learner.") \(order.joined(separator: ", then ")). From the fewest \
                layers to the most, ties by less production code (the scorecard's Layers and Production code \
                lines rows), so each page adds a few layers to those the reader has already met.
                """),
        ]
    }
}
