/// The tokens of one file read by position: which bracket pairs with which, where a statement ends, and
/// whether a keyword is an argument label. Every reader of tokens asks it instead of counting brackets.
///
/// Brackets are `(`, `[` and `{`, and the pieces of a string around an interpolation: a piece ending in
/// `\(` opens, one starting with `)` closes (one between two interpolations does neither, so a string
/// pairs its first piece with its last). Brackets pair whatever their kind, as Swift code is balanced.
package struct TokenCursor {
    /// The file the tokens point into.
    package let source: LexedSource
    /// The tokens read: all of the file's, or those of the active `#if` branches.
    package let tokens: [Token]
    /// For each bracket, the index of the one it pairs with; -1 for other tokens and unpaired brackets.
    private let partners: [Int]
    /// For each token, the index of the innermost bracket open around it; -1 outside every bracket.
    private let enclosing: [Int]

    /// A cursor over `tokens`, which point into `source` (all of its tokens unless given).
    package init(source: LexedSource, tokens: [Token]? = nil) {
        self.source = source
        self.tokens = tokens ?? source.tokens
        var partners = Array(repeating: -1, count: self.tokens.count)
        var enclosing = Array(repeating: -1, count: self.tokens.count)
        var open: [Int] = []
        for index in self.tokens.indices {
            let token = self.tokens[index]
            let (opens, closes) = (Self.opens(token, in: source), Self.closes(token, in: source))
            if closes && !opens, let partner = open.popLast() {
                partners[partner] = index
                partners[index] = partner
            }
            enclosing[index] = open.last ?? -1
            if opens && !closes {
                open.append(index)
            }
        }
        self.partners = partners
        self.enclosing = enclosing
    }

    // MARK: - Brackets

    /// Whether the token at `index` opens a bracket.
    package func opens(_ index: Int) -> Bool {
        Self.opens(tokens[index], in: source)
    }

    /// Whether the token at `index` closes a bracket.
    package func closes(_ index: Int) -> Bool {
        Self.closes(tokens[index], in: source)
    }

    /// The index of the bracket closing the one opened at `index`; `nil` when it is never closed.
    package func closing(of index: Int) -> Int? {
        let partner = partners[index]
        return partner > index ? partner : nil
    }

    /// The index of the bracket opening the one closed at `index`; `nil` when it was never opened.
    package func opening(of index: Int) -> Int? {
        let partner = partners[index]
        return partner >= 0 && partner < index ? partner : nil
    }

    /// The index of the innermost bracket open around the token at `index`.
    package func enclosingBracket(of index: Int) -> Int? {
        enclosing[index] >= 0 ? enclosing[index] : nil
    }

    /// The index of the innermost `{` open around the token at `index`.
    package func enclosingBrace(of index: Int) -> Int? {
        var bracket = enclosingBracket(of: index)
        while let open = bracket, tokens[open].punctuation != .leftBrace {
            bracket = enclosingBracket(of: open)
        }
        return bracket
    }

    /// The index after the token at `index` or, when it opens a bracket, after the bracket closing it
    /// (the end when none does): the next token at the same depth.
    package func next(after index: Int) -> Int {
        guard opens(index) && !closes(index) else { return index + 1 }
        return closing(of: index).map { $0 + 1 } ?? tokens.count
    }

    /// The parts of `range` between the commas outside its brackets and, when `genericArguments` is
    /// true, outside `<...>` too.
    package func commaSeparated(_ range: Range<Int>, skippingGenericArguments genericArguments: Bool = false)
        -> [Range<Int>]
    {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].punctuation == .comma {
                parts.append(start..<index)
                start = index + 1
            }
            index =
                genericArguments && angleDelta(at: index) > 0
                ? genericClauseEnd(from: index) : next(after: index)
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// Opening minus closing angle brackets in an operator made only of `<` and `>` (as in `>>`).
    func angleDelta(at index: Int) -> Int {
        let token = tokens[index]
        guard case .operator(let kind) = token.kind, kind == .other else { return 0 }
        var delta = 0
        for byte in source.bytes[Int(token.start)..<Int(token.end)] {
            switch byte {
            case 0x3C: delta += 1
            case 0x3E: delta -= 1
            default: return 0
            }
        }
        return delta
    }

    /// The index after a generic clause `<...>` that starts at `start`, or `start` when none does.
    func genericClauseEnd(from start: Int) -> Int {
        guard start < tokens.count, angleDelta(at: start) > 0 else { return start }
        var depth = 0
        var index = start
        while index < tokens.count {
            depth += angleDelta(at: index)
            index += 1
            if depth <= 0 { break }
        }
        return index
    }

    // MARK: - Statements

    /// The index of the last token of the statement or clause starting at `start`: it ends before a
    /// `;`, a bracket that closes its block, a `{` or `else` when `stopsAtBrace`, or a line that does
    /// not continue it; `nil` when a bracket in it is never closed.
    package func statementEnd(from start: Int, stopsAtBrace: Bool = false) -> Int? {
        var index = start
        var end: Int?
        while index < tokens.count {
            let token = tokens[index]
            if let last = end, token.flags.contains(.newlineBefore),
                !continuesAcrossLine(before: index, after: last)
            {
                break
            }
            if token.punctuation == .semicolon || closes(index) { break }
            if stopsAtBrace && (token.punctuation == .leftBrace || token.keyword == .else) { break }
            if opens(index) {
                guard let close = closing(of: index) else { return nil }
                index = close
            }
            end = index
            index += 1
        }
        return end
    }

    /// Whether a line break between the tokens at `previous` and `next` keeps one expression going:
    /// the next line starts with `.` or an infix operator, or the line before ends with one or a comma.
    package func continuesAcrossLine(before next: Int, after previous: Int) -> Bool {
        if tokens[next].punctuation == .period || tokens[previous].punctuation == .period { return true }
        if case .operator = tokens[next].kind, isBinary(at: next) { return true }
        if case .operator = tokens[previous].kind, isBinary(at: previous) { return true }
        return tokens[previous].punctuation == .comma
    }

    /// Whether the operator at `index` is infix: whitespace on both sides or on neither, as Swift
    /// decides; the ternary `?`, `&&`, `||` and `->` always are.
    package func isBinary(at index: Int) -> Bool {
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

    // MARK: - Names

    /// Whether the keyword at `index` is an argument label or parameter name rather than a keyword: it
    /// follows `(` or `,` and comes before `:` (`f(for: x)`), or before a name and `:` (`func f(for x:
    /// Int)`).
    package func isArgumentLabel(at index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count else { return false }
        let previous = tokens[index - 1].punctuation
        guard previous == .leftParen || previous == .comma else { return false }
        if tokens[index + 1].punctuation == .colon { return true }
        guard index + 2 < tokens.count, tokens[index + 2].punctuation == .colon else { return false }
        switch tokens[index + 1].kind {
        case .identifier, .keyword:
            return true
        default:
            return false
        }
    }

    // MARK: - Token classes

    private static func opens(_ token: Token, in source: LexedSource) -> Bool {
        switch token.kind {
        case .punctuation(.leftParen), .punctuation(.leftBracket), .punctuation(.leftBrace):
            return true
        case .string:
            return source.bytes[Int(token.end) - 1] == 0x28
        default:
            return false
        }
    }

    private static func closes(_ token: Token, in source: LexedSource) -> Bool {
        switch token.kind {
        case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace):
            return true
        case .string:
            return source.bytes[Int(token.start)] == 0x29
        default:
            return false
        }
    }
}
