import ArchDiffSource

/// Finds where expressions begin and end around an operator, from tokens alone, by Swift's operator
/// precedence: an operand runs until an operator that binds less tightly, a separator, a keyword that
/// is no part of an expression, a bracket that encloses it, or a line break that ends the statement.
struct ExpressionScanner {
    /// The operator whose operands are wanted, by how tightly it binds.
    enum Level {
        /// `==`, `!=`, `<`, `<=`, `>`, `>=`, `===`, `!==`.
        case comparison
        /// `&&`, whose operands stop at another `&&`, so `a && b && c` yields the nearest operands.
        case conjunction
        /// `||`.
        case disjunction
        /// The condition before a ternary `?`.
        case ternaryCondition
    }

    /// The file's tokens.
    let cursor: TokenCursor

    private var source: LexedSource { cursor.source }
    private var tokens: [Token] { cursor.tokens }

    /// The comparison operators, each with the one it is swapped for.
    static let comparisonSwaps: [String: String] = [
        "==": "!=", "!=": "==", "===": "!==", "!==": "===", "<": "<=", "<=": "<", ">": ">=", ">=": ">",
    ]

    /// Keywords that may stand inside an operand.
    private static let operandKeywords: Set<Keyword> = [
        .self, .Self, .super, .true, .false, .nil, .as, .is, .any, .some,
    ]

    // MARK: - Operands

    /// The index of the first token of the left operand of the operator at `index`.
    func operandStart(before index: Int, level: Level) -> Int? {
        var current = index - 1
        var start: Int?
        while current >= 0 {
            if let first = start, tokens[first].flags.contains(.newlineBefore),
                !cursor.continuesAcrossLine(before: first, after: current)
            {
                break
            }
            if cursor.opens(current) || stops(tokens[current], at: current, level: level) { break }
            if cursor.closes(current) {
                guard let open = cursor.opening(of: current) else { return nil }
                current = open
            }
            start = current
            current -= 1
        }
        return start
    }

    /// The index of the last token of the right operand of the operator at `index`.
    func operandEnd(after index: Int, level: Level) -> Int? {
        var current = index + 1
        var end: Int?
        while current < tokens.count {
            let token = tokens[current]
            if let last = end, token.flags.contains(.newlineBefore),
                !cursor.continuesAcrossLine(before: current, after: last)
            {
                break
            }
            if cursor.closes(current) || token.punctuation == .leftBrace
                || stops(token, at: current, level: level)
            {
                break
            }
            if cursor.opens(current) {
                guard let close = cursor.closing(of: current) else { return nil }
                current = close
            }
            end = current
            current += 1
        }
        return end
    }

    /// The depth-0 binary operators between `first` and `last`, inclusive.
    func topLevelOperators(from first: Int, through last: Int) -> [Int] {
        var operators: [Int] = []
        var index = first
        while index <= last {
            let token = tokens[index]
            if cursor.closes(index) && !cursor.opens(index) { break }
            if case .operator = token.kind, cursor.isBinary(at: index) {
                operators.append(index)
            } else if token.keyword == .as || token.keyword == .is {
                operators.append(index)
            }
            index = cursor.next(after: index)
        }
        return operators
    }

    // MARK: - Token classes

    /// Whether the operator at `index` is a comparison written with spaces around it, as comparisons
    /// are (a `<` or `>` without them opens or closes generic arguments).
    func isComparison(at index: Int) -> Bool {
        guard tokens[index].operatorKind == .other,
            Self.comparisonSwaps[source.text(of: tokens[index])] != nil
        else { return false }
        let spaceAfter = index + 1 < tokens.count && tokens[index + 1].flags.contains(.spaceBefore)
        return tokens[index].flags.contains(.spaceBefore) && spaceAfter
    }

    /// Whether the operator at `index` assigns: `=`, `+=`, `??=` and the like.
    func isAssignment(at index: Int) -> Bool {
        guard tokens[index].operatorKind == .other else { return false }
        let text = source.text(of: tokens[index])
        return text.hasSuffix("=") && Self.comparisonSwaps[text] == nil
    }

    /// Whether the token at `index` (at depth 0) ends an operand of an operator at `level`.
    private func stops(_ token: Token, at index: Int, level: Level) -> Bool {
        switch token.kind {
        case .punctuation(let punctuation):
            return punctuation == .comma || punctuation == .semicolon || punctuation == .colon
        case .keyword(let keyword):
            return !Self.operandKeywords.contains(keyword)
        case .attribute, .directive, .poundKeyword:
            return true
        case .operator(let kind):
            switch kind {
            case .ternary, .arrow:
                return true
            case .logicalOr:
                return level != .ternaryCondition
            case .logicalAnd:
                return level == .comparison || level == .conjunction
            default:
                if isAssignment(at: index) { return true }
                return level == .comparison && isComparison(at: index)
            }
        default:
            return false
        }
    }
}
