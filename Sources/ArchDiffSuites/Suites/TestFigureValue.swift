import ArchDiffSupport

/// The value of a ``TestFigure`` for one suite.
package enum TestFigureValue: Equatable, Sendable {
    case count(Int)
    case decimal(Double)
    /// A part of a whole, such as 40 of 48 behaviours.
    case fraction(Int, of: Int)
    case percent(Double)
    case seconds(Double)
    case text(String)
    /// The figure exists but cannot be known, such as cases of uncountable arguments.
    case notApplicable
    /// The suite does not exist, or the figure was not measured.
    case missing

    /// The value as a number, for bars and CSV; `nil` for text and unknown values.
    package var number: Double? {
        switch self {
        case .count(let count): return Double(count)
        case .decimal(let value), .percent(let value), .seconds(let value): return value
        case .fraction(let part, _): return Double(part)
        case .text, .notApplicable, .missing: return nil
        }
    }

    /// The value as shown in tables.
    package var formatted: String {
        switch self {
        case .count(let count): return Formatting.count(count)
        case .decimal(let value): return Formatting.decimal(value)
        case .fraction(let part, let whole): return "\(Formatting.count(part)) of \(Formatting.count(whole))"
        case .percent(let value): return Formatting.decimal(value, places: 1) + " %"
        case .seconds(let value): return Formatting.decimal(value) + " s"
        case .text(let text): return text
        case .notApplicable: return "n/a"
        case .missing: return "–"
        }
    }
}
