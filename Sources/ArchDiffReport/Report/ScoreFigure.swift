import ArchDiffBench
import ArchDiffSupport

/// One row of the scorecard: a figure per architecture, which way is better, and the reading computed
/// from the values.
struct ScoreFigure: Sendable {
    /// Which values a team would rather have.
    enum Better: Sendable {
        case lower
        case higher
    }

    /// The figure's name, as docs/METRICS.md defines it.
    var name: String
    /// Which way is better; `nil` for a figure that describes rather than scores.
    var better: Better?
    /// Why a figure that has a better direction is shown but not scored: it measures how the code was
    /// written rather than the pattern; `nil` for a scored figure.
    var unscoredBecause: Inline?
    /// The value per architecture, `nil` where it is not measured.
    var values: [Double?]
    /// The cell text per architecture.
    var cells: [String]
    /// How to measure the figure, when no architecture has a value yet.
    var howToMeasure: Inline?
    /// For medians of a bench run: its row, and each column's architecture as the row names it; read by
    /// the row's noise rule instead of the threshold of a real difference. `nil` for figures of the code.
    var bench: (row: BenchRow, names: [String?])?

    /// A figure of `values`, shown as `cells`; `bench` when the values are medians of a bench run.
    init(
        _ name: String, better: Better?, values: [Double?], cells: [String], howToMeasure: Inline? = nil,
        bench: (row: BenchRow, names: [String?])? = nil
    ) {
        self.name = name
        self.better = better
        self.values = values
        self.cells = cells
        self.howToMeasure = howToMeasure
        self.bench = bench
    }

    /// A figure of `values` formatted by `format`, `–` where there is none.
    init(
        _ name: String, better: Better?, values: [Double?], howToMeasure: Inline? = nil,
        bench: (row: BenchRow, names: [String?])? = nil, format: (Double) -> String
    ) {
        self.init(
            name, better: better, values: values, cells: values.map { $0.map(format) ?? "–" },
            howToMeasure: howToMeasure, bench: bench)
    }

    /// The same figure shown but not scored, `because` it measures style rather than the pattern.
    func unscored(because reason: Inline) -> ScoreFigure {
        var figure = self
        figure.unscoredBecause = reason
        return figure
    }

    /// Whether the figure counts in the scorecard: it has a direction and measures the pattern.
    var isScored: Bool {
        better != nil && unscoredBecause == nil
    }

    /// Whether any architecture has a value.
    var isMeasured: Bool {
        values.contains { $0 != nil }
    }

    /// The measured architectures in tiers of no real difference, the best first (the highest first for
    /// a figure without a direction), each tier in column order.
    func tiers(_ architectures: [String]) -> [[String]] {
        let measured = zip(architectures.indices, values).compactMap { index, value in
            value.map { (index, $0) }
        }
        let groups = RealDifference.groups(measured, by: \.1, better: better) { first, other in
            guard let bench else { return RealDifference.isReal(first.1, other.1) }
            guard let a = bench.names[first.0], let b = bench.names[other.0] else { return false }
            return bench.row.isBeyondNoise(a, b)
        }
        return (better == .lower ? groups.reversed() : groups).map { tier in
            architectures.indices.filter { index in tier.contains { $0.0 == index } }.map {
                architectures[$0]
            }
        }
    }

    /// The architectures in the best tier, when the figure is scored and has more than one tier.
    func best(_ architectures: [String]) -> [String] {
        let tiers = tiers(architectures)
        guard isScored, tiers.count > 1 else { return [] }
        return tiers[0]
    }

    /// What the values say: `not measured yet`, `no real difference`, or the best and worst tiers; an
    /// unscored figure says so and why.
    func reading(_ architectures: [String]) -> Inline {
        guard isMeasured else {
            return howToMeasure.map { "not measured yet: \($0)" } ?? "not measured yet"
        }
        if let unscoredBecause {
            return "not scored: \(unscoredBecause)"
        }
        let tiers = tiers(architectures)
        let unmeasured = zip(architectures, values).filter { $0.1 == nil }.map(\.0)
        let missing = unmeasured.isEmpty ? "" : "; not measured for \(Prose.list(unmeasured))"
        guard let first = tiers.first, let last = tiers.last, tiers.count > 1 else {
            return "no real difference\(missing)"
        }
        let (top, bottom) = better == .lower ? ("lowest", "highest") : ("highest", "lowest")
        return "\(Prose.list(first)) \(top), \(Prose.list(last)) \(bottom)\(missing)"
    }
}
