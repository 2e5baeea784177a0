/// The value of a ``Measure`` for one column or layer.
public enum MeasureValue: Equatable, Sendable {
    case count(Int)
    case decimal(Double)
    /// A named item and its size, such as the largest type and its lines; the name is `nil` when
    /// there is no such item.
    case named(String?, Int)
    /// The figure has no value here, such as the files per screen of a column without screens.
    case notApplicable

    /// The value as a number, for bars, deltas and ratios; 0 when not applicable.
    public var number: Double {
        switch self {
        case .count(let count): return Double(count)
        case .decimal(let value): return value
        case .named(_, let size): return Double(size)
        case .notApplicable: return 0
        }
    }
}
