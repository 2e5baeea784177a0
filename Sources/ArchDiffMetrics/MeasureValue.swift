import ArchDiffSupport

/// The value of a ``Measure`` for one column or layer.
package enum MeasureValue: Equatable, Sendable {
    case count(Int)
    case decimal(Double)
    /// A named item and its size, such as the largest type and its lines; the name is `nil` when
    /// there is no such item.
    case named(String?, Int)
    /// The figure has no value here, such as the files per screen of a column without screens.
    case notApplicable

    /// The value as a number, for bars, deltas and ratios; 0 when not applicable.
    package var number: Double {
        switch self {
        case .count(let count): return Double(count)
        case .decimal(let value): return value
        case .named(_, let size): return Double(size)
        case .notApplicable: return 0
        }
    }
}

extension Formatting {
    /// A measure value for tables: counts grouped, decimals with two places, names with their size.
    package static func value(_ value: MeasureValue) -> String {
        switch value {
        case .count(let count): return Self.count(count)
        case .decimal(let number): return decimal(number)
        case .named(let name, let size): return name.map { "\($0) (\(Self.count(size)))" } ?? "–"
        case .notApplicable: return "n/a"
        }
    }

    /// A change with its sign: `+3`, `-1.25`, `0`.
    package static func delta(_ delta: Double, like value: MeasureValue) -> String {
        let text: String
        if case .decimal = value {
            text = decimal(delta)
        } else {
            text = count(Int(delta.rounded()))
        }
        return delta > 0 ? "+" + text : text
    }
}
