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

    let source: LexedSource

    private var tokens: [Token] { source.tokens }

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
        var depth = 0
        var cursor = index - 1
        var start: Int?
        while cursor >= 0 {
            let token = tokens[cursor]
            if let first = start, depth == 0, tokens[first].flags.contains(.newlineBefore),
                !continuesAcrossLine(before: first, after: cursor)
            {
                break
            }
            let (opens, closes) = (isOpening(token), isClosing(token))
            if opens && closes {
                if depth == 0 { break }
            } else if closes {
                depth += 1
            } else if opens {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 && stops(token, at: cursor, level: level) {
                break
            }
            start = cursor
            cursor -= 1
        }
        guard let start, depth == 0 else { return nil }
        return start
    }

    /// The index of the last token of the right operand of the operator at `index`.
    func operandEnd(after index: Int, level: Level) -> Int? {
        var depth = 0
        var cursor = index + 1
        var end: Int?
        while cursor < tokens.count {
            let token = tokens[cursor]
            if let last = end, depth == 0, token.flags.contains(.newlineBefore),
                !continuesAcrossLine(before: cursor, after: last)
            {
                break
            }
            let (opens, closes) = (isOpening(token), isClosing(token))
            if opens && closes {
                if depth == 0 { break }
            } else if opens {
                if depth == 0 && token.punctuation == .leftBrace { break }
                depth += 1
            } else if closes {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 && stops(token, at: cursor, level: level) {
                break
            }
            end = cursor
            cursor += 1
        }
        guard let end, depth == 0 else { return nil }
        return end
    }

    /// The index of the last token of the statement or clause starting at `start`: it ends before a
    /// `;`, a `}` or `)` that closes its block, a `{` or `else` when `stopsAtBrace`, or a line that
    /// does not continue it.
    func statementEnd(from start: Int, stopsAtBrace: Bool = false) -> Int? {
        var depth = 0
        var cursor = start
        var end: Int?
        while cursor < tokens.count {
            let token = tokens[cursor]
            if let last = end, depth == 0, token.flags.contains(.newlineBefore),
                !continuesAcrossLine(before: cursor, after: last)
            {
                break
            }
            if depth == 0 {
                if token.punctuation == .semicolon { break }
                if stopsAtBrace && (token.punctuation == .leftBrace || token.keyword == .else) { break }
            }
            let (opens, closes) = (isOpening(token), isClosing(token))
            if opens && closes {
                if depth == 0 { break }
            } else if opens {
                depth += 1
            } else if closes {
                if depth == 0 { break }
                depth -= 1
            }
            end = cursor
            cursor += 1
        }
        return depth == 0 ? end : nil
    }

    /// The depth-0 binary operators between `first` and `last`, inclusive.
    func topLevelOperators(from first: Int, through last: Int) -> [Int] {
        var depth = 0
        var operators: [Int] = []
        for index in first...last {
            let token = tokens[index]
            let (opens, closes) = (isOpening(token), isClosing(token))
            if opens && !closes {
                depth += 1
            } else if closes && !opens {
                depth -= 1
            } else if opens || closes {
                continue
            } else if depth == 0, case .operator = token.kind, isBinary(at: index) {
                operators.append(index)
            } else if depth == 0, token.keyword == .as || token.keyword == .is {
                operators.append(index)
            }
        }
        return operators
    }

    // MARK: - Token classes

    /// Whether the operator at `index` is infix: whitespace on both sides or on neither, as Swift
    /// decides; the ternary `?`, `&&`, `||` and `->` always are.
    func isBinary(at index: Int) -> Bool {
        guard case .operator(let kind) = tokens[index].kind else { return false }
        switch kind {
        case .ternary, .logicalAnd, .logicalOr, .arrow:
            return true
        case .postfixQuestion, .postfixExclamation:
            return false
        default:
            let spaceBefore = tokens[index].flags.contains(.spaceBefore)
            let spaceAfter = index + 1 >= tokens.count || tokens[index + 1].flags.contains(.spaceBefore)
            return spaceBefore == spaceAfter && index > 0
        }
    }

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

    private func isOpening(_ token: Token) -> Bool {
        switch token.kind {
        case .punctuation(.leftParen), .punctuation(.leftBracket), .punctuation(.leftBrace):
            return true
        case .string:
            return source.bytes[Int(token.end) - 1] == 0x28
        default:
            return false
        }
    }

    private func isClosing(_ token: Token) -> Bool {
        switch token.kind {
        case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace):
            return true
        case .string:
            return source.bytes[Int(token.start)] == 0x29
        default:
            return false
        }
    }

    /// Whether a line break between the tokens at `after` and `before` keeps one expression going:
    /// the next line starts with `.` or an infix operator, or the line before ends with one.
    private func continuesAcrossLine(before next: Int, after previous: Int) -> Bool {
        if tokens[next].punctuation == .period || tokens[previous].punctuation == .period { return true }
        if case .operator = tokens[next].kind, isBinary(at: next) { return true }
        if case .operator = tokens[previous].kind, isBinary(at: previous) { return true }
        return tokens[previous].punctuation == .comma
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
