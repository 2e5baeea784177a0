/// The samples of one figure for one architecture, summarised: how many, their median, p99 and spread.
///
/// Quantiles interpolate linearly between the two nearest ranks (the rule NumPy uses by default).
package struct SampleSummary: Equatable, Sendable {
    /// The number of samples.
    package var count: Int
    /// The smallest sample.
    package var minimum: Double
    /// The 25th percentile.
    package var lowerQuartile: Double
    /// The 50th percentile.
    package var median: Double
    /// The 75th percentile.
    package var upperQuartile: Double
    /// The 99th percentile.
    package var p99: Double
    /// The largest sample.
    package var maximum: Double

    /// A summary of the given figures, as stored in a bench file.
    package init(
        count: Int, minimum: Double, lowerQuartile: Double, median: Double, upperQuartile: Double,
        p99: Double,
        maximum: Double
    ) {
        self.count = count
        self.minimum = minimum
        self.lowerQuartile = lowerQuartile
        self.median = median
        self.upperQuartile = upperQuartile
        self.p99 = p99
        self.maximum = maximum
    }

    /// The summary of `samples`; nil when there are none.
    package init?(samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        self.init(
            count: sorted.count, minimum: sorted[0], lowerQuartile: Self.quantile(0.25, of: sorted),
            median: Self.quantile(0.5, of: sorted), upperQuartile: Self.quantile(0.75, of: sorted),
            p99: Self.quantile(0.99, of: sorted), maximum: sorted[sorted.count - 1])
    }

    /// The spread: the interquartile range (p75 − p25) as a share of the median; 0 when the median is 0.
    package var spread: Double {
        median == 0 ? 0 : (upperQuartile - lowerQuartile) / median
    }

    /// The `q` quantile (0...1) of sorted samples, interpolated between the two nearest ranks.
    static func quantile(_ q: Double, of sorted: [Double]) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
