import Foundation

/// A linear value axis starting at zero, with round tick steps (1, 2 or 5 times a power of ten).
struct AxisScale: Equatable {
    /// The value at the end of the axis.
    var maximum: Double
    /// The distance between ticks.
    var step: Double

    /// An axis reaching at least `value` with at most `intervals` round steps; a `fixedMaximum` is
    /// used as is, with about five steps.
    init(covering value: Double, fixedMaximum: Double? = nil, intervals: Int = 7) {
        let top = fixedMaximum ?? max(value, 1)
        let wanted = fixedMaximum == nil ? Double(intervals) : 5
        let magnitude = pow(10, floor(log10(top / wanted)))
        let candidates = [1, 2, 5, 10, 20].map { $0 * magnitude }.filter { $0 >= 1 || top < 1 }
        step = candidates.first { (top / $0).rounded(.up) <= wanted } ?? 20 * magnitude
        maximum = fixedMaximum ?? (top / step).rounded(.up) * step
    }

    /// The tick values from 0 to ``maximum``; a fixed maximum off the steps gets a tick of its own.
    var ticks: [Double] {
        var ticks: [Double] = []
        var value = 0.0
        while value <= maximum + step / 1000 {
            ticks.append(value)
            value += step
        }
        if let last = ticks.last, maximum - last > step / 2 {
            ticks.append(maximum)
        }
        return ticks
    }
}
