import ArchDiffSupport

extension Prose {
    /// `a`, `a and b`, `a, b and c`, of inline text.
    static func list(_ items: [Inline]) -> Inline {
        guard items.count > 1, let last = items.last else { return items.first ?? Inline() }
        return "\(items.dropLast().joined(separator: ", ")) and \(last)"
    }

    /// Ranks named values, highest first, in tiers of values with no real difference between them
    /// (see ``RealDifference``): `VIPER has the most code lines (826), then MVP and MVVM (616 and 599:
    /// no real difference), then MVC (437).`; when every tier after the first holds one name, they are
    /// listed: `..., then MVP (61) and MVC (41).`
    ///
    /// The lead reads `<names> <verb> <superlative> <measure>`; `verbs` are for one name and for several.
    /// Values that read the same show once with `each`; when every value is in one tier the sentence
    /// reads `MVP and MVVM are level on <measure> (25 each).`
    ///
    /// `better` is the figure's better direction, as in its scorecard row: the groups start from the best
    /// value, so the sentence groups the values as the row does, whichever way it reads them.
    static func ranking(
        _ values: [(name: String, value: Double)], measure: String, better: ScoreFigure.Better? = nil,
        superlative: String = "the most", verbs: (String, String) = ("has", "have"),
        format: (Double) -> String = { Formatting.count(Int($0.rounded())) }
    ) -> String {
        let tiers = RealDifference.groups(values, by: \.value, better: better)
        guard let first = tiers.first else { return "" }
        func names(_ tier: [(name: String, value: Double)]) -> String { list(tier.map(\.name)) }
        func figures(_ tier: [(name: String, value: Double)]) -> String {
            let texts = tier.map { format($0.value) }
            if tier.count == 1 { return texts[0] }
            if Set(texts).count == 1 { return texts[0] + " each" }
            return list(texts) + ": no real difference"
        }
        guard tiers.count > 1 else {
            return first.count == 1
                ? "\(first[0].name): \(format(first[0].value)) \(measure)."
                : "\(names(first)) are level on \(measure) (\(figures(first)))."
        }
        let verb = first.count == 1 ? verbs.0 : verbs.1
        let places = tiers.dropFirst().map { "\(names($0)) (\(figures($0)))" }
        let rest =
            tiers.dropFirst().allSatisfy { $0.count == 1 }
            ? list(places) : places.joined(separator: ", then ")
        return "\(names(first)) \(verb) \(superlative) \(measure) (\(figures(first))), then \(rest)."
    }
}
