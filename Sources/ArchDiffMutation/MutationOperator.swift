/// The classic mutation operators `archdiff mutants` applies, each a small change a test should notice.
package enum MutationOperator: String, CaseIterable, Codable, Sendable {
    /// `if`, `guard` and `while` conditions and the ternary's condition turned into their opposite.
    case negateCondition = "negate_condition"
    /// `==` and `!=` swapped, and `<`, `<=`, `>`, `>=` moved across their boundary.
    case swapComparison = "swap_comparison"
    /// `&&` and `||` swapped.
    case swapLogical = "swap_logical"
    /// `true` and `false` swapped.
    case flipBoolean = "flip_boolean"
    /// A statement that only calls something removed.
    case removeCall = "remove_call"
    /// A returned value replaced with the default of its type: `nil`, `false`, `0`, `""`, `[]`.
    case returnDefault = "return_default"
    /// An integer literal one higher, or the step of `+ 1` and `- 1` gone.
    case offByOne = "off_by_one"

    /// What one mutant of the operator is, in prose: `removed call`.
    package var noun: String {
        switch self {
        case .negateCondition: return "negated condition"
        case .swapComparison: return "swapped comparison"
        case .swapLogical: return "swapped && or || operator"
        case .flipBoolean: return "flipped boolean"
        case .removeCall: return "removed call"
        case .returnDefault: return "default return value"
        case .offByOne: return "off-by-one integer"
        }
    }

    /// The name shown in tables and reports.
    package var title: String {
        switch self {
        case .negateCondition: return "negate condition"
        case .swapComparison: return "swap comparison"
        case .swapLogical: return "swap && and ||"
        case .flipBoolean: return "flip boolean"
        case .removeCall: return "remove call"
        case .returnDefault: return "return default"
        case .offByOne: return "off by one"
        }
    }
}
