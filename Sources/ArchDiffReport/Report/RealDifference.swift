import ArchDiffSupport

/// When two figures differ enough to mean something: the report calls a difference of at most
/// ``threshold`` of the larger value "no real difference", and ranks only real differences.
///
/// One author wrote every architecture once, for four screens; a different habit of writing would move
/// any figure by a few percent, so smaller differences say nothing about the pattern.
package enum RealDifference {
    /// The largest difference, as a fraction of the larger magnitude, that is no real difference.
    package static let threshold = 0.10

    /// The threshold as people read it, `10 %`.
    package static var thresholdText: String {
        Formatting.decimal(threshold * 100, places: 0) + " %"
    }

    /// Whether `a` and `b` differ by more than ``threshold`` of the larger of their magnitudes.
    package static func isReal(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) > threshold * max(abs(a), abs(b))
    }

    /// The groups of no real difference of a figure whose better direction is `better`, highest first.
    /// Every place that groups a figure (its scorecard row, its sentences, the usual stories) goes
    /// through here, so a figure is grouped one way whichever way it is read: from its best value (the
    /// lowest when lower is better, else the highest), by `isReal` when given.
    static func groups<Item>(
        _ items: [Item], by value: (Item) -> Double, better: ScoreFigure.Better?,
        isReal: ((Item, Item) -> Bool)? = nil
    ) -> [[Item]] {
        func differ(_ first: Item, _ other: Item) -> Bool {
            isReal?(first, other) ?? Self.isReal(value(first), value(other))
        }
        guard better == .lower else { return tiers(items, by: value, isReal: differ) }
        let indexed = Array(items.enumerated())
        let ascending = tiers(
            indexed, by: { value($0.element) }, descending: false,
            isReal: { differ($0.element, $1.element) })
        return ascending.reversed().map { tier in
            tier.sorted { (value($0.element), $1.offset) > (value($1.element), $0.offset) }.map(\.element)
        }
    }

    /// The values in tiers, the best first (highest when `descending`, else lowest): from the best down,
    /// each value joins the first tier whose first value is no real difference from it, or starts a new
    /// tier. Equal values keep their order.
    package static func tiers<Item>(
        _ items: [Item], by value: (Item) -> Double, descending: Bool = true
    ) -> [[Item]] {
        tiers(items, by: value, descending: descending) { isReal(value($0), value($1)) }
    }

    /// The values in tiers as above, with `isReal` deciding whether an item differs really from the
    /// first of a tier, for figures with a rule of their own (the bench's ``NoiseRule``). Under such a
    /// rule a widely spread value can be within noise of the best though a closer one is not; it then
    /// joins the best tier.
    package static func tiers<Item>(
        _ items: [Item], by value: (Item) -> Double, descending: Bool = true,
        isReal: (Item, Item) -> Bool
    ) -> [[Item]] {
        let sorted = items.enumerated().sorted { lhs, rhs in
            let (left, right) = (value(lhs.element), value(rhs.element))
            if left != right { return descending ? left > right : left < right }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var tiers: [[Item]] = []
        for item in sorted {
            if let index = tiers.firstIndex(where: { !isReal($0[0], item) }) {
                tiers[index].append(item)
            } else {
                tiers.append([item])
            }
        }
        return tiers
    }
}
