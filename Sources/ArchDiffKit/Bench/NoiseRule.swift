/// When a difference between two architectures' figures is real rather than noise.
///
/// Times and memory vary from run to run. A difference is beyond noise when the middle halves of the
/// two sets of samples (p25 to p75) do not overlap and the medians differ by at least
/// ``minimumDifference`` of the smaller one. Bytes written are the same in every run, so any
/// difference between them is real.
public enum NoiseRule {
    /// The smallest relative difference of medians that can count as beyond noise.
    public static let minimumDifference = 0.05

    /// The rule in one sentence, for reports.
    public static let statement =
        "A difference is beyond noise when the middle halves of the two sets of samples (p25 to p75) "
        + "do not overlap and the medians differ by at least 5 %; bytes written are exact, so any "
        + "difference in them is real. Every other difference is within noise."

    /// Whether `a` and `b` differ by more than noise; `isExact` for figures that do not vary.
    public static func isBeyondNoise(_ a: SampleSummary, _ b: SampleSummary, isExact: Bool) -> Bool {
        if isExact {
            return a.median != b.median
        }
        let overlap = a.lowerQuartile <= b.upperQuartile && b.lowerQuartile <= a.upperQuartile
        let smaller = min(a.median, b.median)
        let difference = abs(a.median - b.median)
        return !overlap && difference >= minimumDifference * smaller && difference > 0
    }
}
