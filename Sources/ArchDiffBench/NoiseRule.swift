/// When a difference between two architectures' figures is real rather than noise.
///
/// Times vary from run to run and from process to process. A difference is beyond noise when the
/// middle halves of the two pooled sets of samples (p25 to p75) do not overlap, the medians differ by at
/// least ``minimumDifference`` of the smaller one, and the same holds in every worker process: each
/// process's median of the higher figure is at least that margin above each process's median of the
/// lower one. Without the medians of two or more processes per side, no time difference is beyond noise.
/// Bytes written are the same in every run, so any difference between them is real.
package enum NoiseRule {
    /// The smallest relative difference of medians that can count as beyond noise.
    package static let minimumDifference = 0.05

    /// The rule in one sentence, for reports.
    package static let statement =
        "A difference is beyond noise when the middle halves of the two pooled sets of samples (p25 to p75) "
        + "do not overlap, the medians differ by at least 5 %, and it holds in every worker process: each "
        + "process's median of the higher figure is at least 5 % above each process's median of the lower "
        + "one (so a run of one process, such as --quick, claims none); bytes written are exact, so any "
        + "difference in them is real. Every other difference is within noise."

    /// Whether `a` and `b` differ by more than noise, given each side's per-process medians;
    /// `isExact` for figures that do not vary.
    package static func isBeyondNoise(
        _ a: SampleSummary, _ b: SampleSummary, processMedians: (a: [Double], b: [Double]), isExact: Bool
    ) -> Bool {
        if isExact {
            return a.median != b.median
        }
        let overlap = a.lowerQuartile <= b.upperQuartile && b.lowerQuartile <= a.upperQuartile
        let smaller = min(a.median, b.median)
        let difference = abs(a.median - b.median)
        guard !overlap && difference >= minimumDifference * smaller && difference > 0 else { return false }
        return holdsInEveryProcess(
            lower: a.median < b.median ? processMedians.a : processMedians.b,
            higher: a.median < b.median ? processMedians.b : processMedians.a)
    }

    /// Whether every process median of `higher` is at least ``minimumDifference`` above every process
    /// median of `lower`; false with fewer than two processes on a side.
    package static func holdsInEveryProcess(lower: [Double], higher: [Double]) -> Bool {
        guard lower.count >= 2, higher.count >= 2, let top = lower.max(), let bottom = higher.min() else {
            return false
        }
        return bottom >= top * (1 + minimumDifference) && bottom > top
    }
}
