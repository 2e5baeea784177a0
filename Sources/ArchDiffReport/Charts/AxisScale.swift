import Foundation

/// A linear value axis starting at zero, with evenly spaced round ticks (1, 2 or 5 times a power of ten)
/// and its end on a tick.
struct AxisScale: Equatable {
    /// The value at the end of the axis, a whole number of steps.
    var maximum: Double
    /// The distance between ticks.
    var step: Double

    /// An axis reaching at least `value` and `minimumMaximum` with at most `intervals` round steps (about
    /// five when `minimumMaximum` is given); steps below 1 only when `allowsFractions`.
    init(
        covering value: Double, minimumMaximum: Double? = nil, intervals: Int = 7,
        allowsFractions: Bool = false
    ) {
        let top = max(value, minimumMaximum ?? 0, allowsFractions ? 0.1 : 1)
        let wanted = minimumMaximum == nil ? Double(intervals) : 5
        let magnitude = pow(10, floor(log10(top / wanted)))
        let candidates = [1, 2, 5, 10, 20].map { $0 * magnitude }.filter { $0 >= 1 || allowsFractions }
        step = candidates.first { (top / $0 - 1e-9).rounded(.up) <= wanted } ?? 20 * magnitude
        maximum = (top / step - 1e-9).rounded(.up) * step
    }

    /// The tick values from 0 to ``maximum``, one per step.
    var ticks: [Double] {
        let count = Int((maximum / step).rounded())
        return (0...count).map { Double($0) * step }
    }
}
