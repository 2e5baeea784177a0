import ArchDiffSource

/// Finds the places in a Swift file where `archdiff mutants` can change the code, from the tokens of
/// the project's own lexer.
///
/// Only code that runs is mutated: statements and expressions inside functions, initializers,
/// accessors and closures. Declarations, stored properties' initial values, default arguments,
/// attributes, patterns and `#if` blocks are left alone.
package enum MutationPointFinder {
    /// The mutation points of `source`, ordered by position; a point lies inside another or apart from
    /// it, never across its edge.
    package static func points(in source: LexedSource) -> [MutationPoint] {
        var walker = PointWalker(source: source)
        walker.walk()
        return walker.nonOverlapping()
    }

    /// The mutation points of source text.
    package static func points(in text: String) -> [MutationPoint] {
        points(in: SwiftLexer.lex(text))
    }
}

/// Calls whose removal would not compile or would only stop the program.
private let unremovableCalls: Set<String> = [
    "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
]

/// Functions whose closure argument produces a value, so a lone call in it is that value.
private let valueClosureCallees: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "sorted", "min", "max",
    "reduce", "allSatisfy", "firstIndex", "lastIndex", "drop", "prefix", "partition", "count",
]

private struct PointWalker {
    let source: LexedSource
    let tokens: [Token]
    let cursor: TokenCursor
    let blocks: CodeBlocks
    let scanner: ExpressionScanner
    /// Tokens no mutation may touch: attribute and `#` arguments, `#if` blocks, patterns.
    var excluded: [Bool]
    /// The `:` ending each `case` or `default` label, by the label's keyword.
    var labelEnds: [Int: Int] = [:]
    /// Blocks of `if` and `switch` expressions: their statements are values, never removed.
    var valueBlocks: Set<Int> = []
    var points: [MutationPoint] = []

    init(source: LexedSource) {
        self.source = source
        self.tokens = source.tokens
        self.cursor = TokenCursor(source: source)
        self.blocks = CodeBlocks(cursor: cursor)
        self.scanner = ExpressionScanner(cursor: cursor)
        self.excluded = Array(repeating: false, count: source.tokens.count)
        excludeUntouchableTokens()
        for index in tokens.indices where tokens[index].keyword == .if || tokens[index].keyword == .switch {
            guard index > 0, !cursor.isArgumentLabel(at: index) else { continue }
            let previous = tokens[index - 1]
            let isValue =
                previous.keyword == .return || previous.punctuation == .leftParen
                || previous.punctuation == .comma || scanner.isAssignment(at: index - 1)
            if isValue {
                markValueBlocks(ofStatementAt: index)
            }
        }
    }

    /// Marks the blocks of the `if` or `switch` at `index` as yielding values: a `switch` body, or an
    /// `if` body with every `else` after it.
    mutating func markValueBlocks(ofStatementAt index: Int) {
        var keyword = index
        while let brace = blocks.nextBrace(after: keyword) {
            valueBlocks.insert(brace)
            let close = blocks.closingBrace(of: brace)
            guard tokens[keyword].keyword == .if, close + 1 < tokens.count, tokens[close + 1].keyword == .else
            else { return }
            keyword = close + 1
            if close + 2 < tokens.count, tokens[close + 2].keyword == .if {
                keyword = close + 2
            }
        }
    }

    /// Whether the `if` at `index` ends in an `else` block, the form an `if` expression takes.
    func hasFinalElse(_ index: Int) -> Bool {
        var keyword = index
        while let brace = blocks.nextBrace(after: keyword) {
            let close = blocks.closingBrace(of: brace)
            guard close + 1 < tokens.count, tokens[close + 1].keyword == .else else {
                return tokens[keyword].keyword == .else
            }
            keyword = close + 1
            if close + 2 < tokens.count, tokens[close + 2].keyword == .if {
                keyword = close + 2
            }
        }
        return false
    }

    // MARK: - Walking

    mutating func walk() {
        for index in tokens.indices where isCode(index) {
            let token = tokens[index]
            switch token.kind {
            case .keyword(.if), .keyword(.guard), .keyword(.while):
                if !cursor.isArgumentLabel(at: index) {
                    conditions(after: index)
                }
            case .keyword(.true), .keyword(.false):
                add(
                    .flipBoolean, first: index, last: index,
                    substituting: [index: token.keyword == .true ? "false" : "true"])
            case .operator(.ternary):
                if let start = scanner.operandStart(before: index, level: .ternaryCondition) {
                    negate(start, index - 1)
                }
            case .operator(.logicalAnd):
                swapLogical(at: index, level: .conjunction, with: "||")
            case .operator(.logicalOr):
                swapLogical(at: index, level: .disjunction, with: "&&")
            case .operator(.other) where scanner.isComparison(at: index):
                swapComparison(at: index)
            case .number:
                offByOne(at: index)
            default:
                break
            }
        }
        for brace in tokens.indices where tokens[brace].punctuation == .leftBrace && !excluded[brace] {
            statements(inBlockAt: brace)
        }
    }

    /// Whether the token at `index` is code that runs and may be mutated.
    func isCode(_ index: Int) -> Bool {
        guard !excluded[index], let brace = cursor.enclosingBrace(of: index) else { return false }
        return blocks.kind(ofBraceAt: brace).holdsStatements
    }

    // MARK: - Conditions

    mutating func conditions(after keyword: Int) {
        guard let end = cursor.statementEnd(from: keyword + 1, stopsAtBrace: true) else { return }
        for clause in cursor.commaSeparated(keyword + 1..<end + 1) where !clause.isEmpty {
            negate(clause.lowerBound, clause.upperBound - 1)
        }
    }

    /// Adds the negation of the Boolean condition `first...last`, unless it binds, matches a pattern,
    /// is a literal (flipped on its own) or a single equality (whose swap is the same mutant).
    mutating func negate(_ first: Int, _ last: Int) {
        switch tokens[first].kind {
        case .keyword(.let), .keyword(.var), .keyword(.case), .poundKeyword, .attribute:
            return
        case .keyword(.true), .keyword(.false):
            if first == last { return }
        default:
            break
        }
        let operators = scanner.topLevelOperators(from: first, through: last)
        if operators.contains(where: { scanner.isAssignment(at: $0) }) { return }
        if operators.count == 1, let only = operators.first,
            ["==", "!=", "===", "!=="].contains(source.text(of: tokens[only]))
        {
            return
        }
        guard let text = collapsed(first, last) else { return }
        let startsWithEffect = tokens[first].keyword == .try || tokens[first].keyword == .await
        let replacement: String
        if operators.isEmpty && source.text(of: tokens[first]) == "!" && !cursor.isBinary(at: first) {
            guard let operand = collapsed(first + 1, last) else { return }
            replacement = operand
        } else if operators.isEmpty && !startsWithEffect {
            replacement = "!" + text
        } else {
            replacement = "!(" + text + ")"
        }
        add(.negateCondition, first: first, last: last, replacement: replacement)
    }

    // MARK: - Operators and literals

    mutating func swapComparison(at index: Int) {
        guard let start = scanner.operandStart(before: index, level: .comparison),
            let end = scanner.operandEnd(after: index, level: .comparison),
            let swapped = ExpressionScanner.comparisonSwaps[source.text(of: tokens[index])]
        else { return }
        add(.swapComparison, first: start, last: end, substituting: [index: swapped])
    }

    mutating func swapLogical(at index: Int, level: ExpressionScanner.Level, with swapped: String) {
        guard let start = scanner.operandStart(before: index, level: level),
            let end = scanner.operandEnd(after: index, level: level)
        else { return }
        add(.swapLogical, first: start, last: end, substituting: [index: swapped])
    }

    /// An integer literal one higher; the `1` of `+ 1`, `- 1`, `+= 1` or `-= 1` becomes `0`.
    mutating func offByOne(at index: Int) {
        let text = source.text(of: tokens[index])
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }), text.first?.isNumber == true,
            let value = Int(text.filter { $0 != "_" }), value < Int.max
        else { return }
        if index > 0 && tokens[index - 1].punctuation == .period { return }
        let isStep =
            value == 1 && index > 0 && cursor.isBinary(at: index - 1)
            && ["+", "-", "+=", "-="].contains(source.text(of: tokens[index - 1]))
        add(.offByOne, first: index, last: index, substituting: [index: isStep ? "0" : String(value + 1)])
    }

    // MARK: - Statements

    /// Finds the statements of the block opened at `brace`: calls to remove, values to return.
    mutating func statements(inBlockAt brace: Int) {
        let kind = blocks.kind(ofBraceAt: brace)
        guard kind.holdsStatements, !valueBlocks.contains(brace) else { return }
        let close = blocks.closingBrace(of: brace)
        let bodyStart = blocks.bodyStart(ofBraceAt: brace)
        var position = bodyStart
        while position < close && position < tokens.count {
            if let labelEnd = labelEnds[position] {
                position = labelEnd + 1
                continue
            }
            if tokens[position].punctuation == .semicolon {
                position += 1
                continue
            }
            guard let end = cursor.statementEnd(from: position), end < close else { return }
            let isOnly = position == bodyStart && end + 1 == close
            statement(position, end, in: kind, brace: brace, isOnly: isOnly)
            position = end + 1
        }
    }

    mutating func statement(_ first: Int, _ last: Int, in kind: BlockKind, brace: Int, isOnly: Bool) {
        guard !excluded[first] else { return }
        if tokens[first].keyword == .return {
            guard first < last, let type = returnType(ofBlockAt: brace) else { return }
            returnDefault(first + 1, last, type: type)
            return
        }
        if isOnly && yieldsValue(kind) {
            let keyword = tokens[first].keyword
            if keyword == .switch || keyword == .if && hasFinalElse(first) {
                markValueBlocks(ofStatementAt: first)
                return
            }
        }
        if isOnly {
            switch kind {
            case .function(.some(let type)), .getter(.some(let type)):
                if startsValue(first) {
                    returnDefault(first, last, type: type)
                }
                return
            case .getter(.none):
                return
            case .closure(.some(let callee)) where valueClosureCallees.contains(callee):
                return
            default:
                break
            }
        }
        if isCallStatement(first, last) {
            add(.removeCall, form: .statement, first: first, last: last, replacement: "")
        }
    }

    /// Whether the sole statement of a block of `kind` may be the block's value: in a closure, or in a
    /// function or getter that declares a result.
    func yieldsValue(_ kind: BlockKind) -> Bool {
        switch kind {
        case .closure, .function(.some), .getter: return true
        default: return false
        }
    }

    /// Whether the statement at `first` is an expression that yields a value, not a declaration or a
    /// statement such as `if` or `return`.
    func startsValue(_ first: Int) -> Bool {
        guard let keyword = tokens[first].keyword else { return true }
        return [.self, .Self, .super, .try, .await, .true, .false, .nil].contains(keyword)
    }

    /// Whether `first...last` only calls something: an optional `try` or `await`, then a chain of
    /// names, member accesses, subscripts and calls that ends in a call or trailing closure.
    func isCallStatement(_ first: Int, _ last: Int) -> Bool {
        var position = first
        while position <= last, tokens[position].keyword == .try || tokens[position].keyword == .await {
            position += 1
            if position <= last, case .operator(let kind) = tokens[position].kind,
                kind == .postfixQuestion || kind == .postfixExclamation
            {
                position += 1
            }
        }
        guard position <= last else { return false }
        switch tokens[position].kind {
        case .identifier, .keyword(.self), .keyword(.super):
            break
        default:
            return false
        }
        let callee = source.text(of: tokens[position])
        if unremovableCalls.contains(callee) { return false }
        // `Type(...)` makes a value, the result of a closure of one statement: not an effect to remove.
        if callee.first?.isUppercase == true, position + 1 <= last,
            tokens[position + 1].punctuation == .leftParen || tokens[position + 1].punctuation == .leftBrace
        {
            return false
        }
        if tokens[position].keyword != nil, position + 2 <= last,
            source.text(of: tokens[position + 2]) == "init"
        {
            return false
        }
        var endsInCall = false
        while position <= last {
            let token = tokens[position]
            switch token.kind {
            case .identifier, .keyword(.self), .keyword(.super), .punctuation(.period),
                .operator(.postfixQuestion), .operator(.postfixExclamation):
                endsInCall = false
                position += 1
            case .punctuation(.leftParen), .punctuation(.leftBracket), .punctuation(.leftBrace):
                guard let close = cursor.closing(of: position), close <= last else { return false }
                endsInCall = token.punctuation != .leftBracket
                position = close + 1
            default:
                return false
            }
        }
        return endsInCall
    }

    /// Replaces the returned value `first...last` with the default of `type`, when it has one and the
    /// value is not already it.
    mutating func returnDefault(_ first: Int, _ last: Int, type: Range<Int>) {
        guard let value = collapsed(first, last),
            let typeText = collapsed(type.lowerBound, type.upperBound - 1)
        else { return }
        let compact = typeText.filter { $0 != " " }
        let replacement: String
        if compact.hasSuffix("?") || compact.hasPrefix("Optional<") {
            replacement = "nil"
        } else if compact == "Bool" {
            if value == "true" || value == "false" { return }
            replacement = "false"
        } else if ["Int", "Int64", "Int32", "UInt", "Double", "Float", "TimeInterval"].contains(compact) {
            replacement = "0"
        } else if compact == "String" || compact == "Substring" {
            replacement = "\"\""
        } else if compact.hasPrefix("[") || compact.hasPrefix("Array<") || compact.hasPrefix("Set<") {
            replacement = isDictionaryType(type) ? "[:]" : "[]"
        } else if compact.hasPrefix("Dictionary<") {
            replacement = "[:]"
        } else {
            return
        }
        if value == replacement { return }
        add(.returnDefault, first: first, last: last, replacement: replacement)
    }

    /// The declared result type of the function or getter whose statements a `return` at `brace` ends.
    func returnType(ofBlockAt brace: Int) -> Range<Int>? {
        var current: Int? = brace
        while let index = current {
            switch blocks.kind(ofBraceAt: index) {
            case .control:
                current = cursor.enclosingBrace(of: index)
            case .function(let type), .getter(let type):
                return type
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether `type` is written `[Key: Value]`.
    func isDictionaryType(_ type: Range<Int>) -> Bool {
        guard tokens[type.lowerBound].punctuation == .leftBracket,
            let close = cursor.closing(of: type.lowerBound)
        else { return false }
        var index = type.lowerBound + 1
        while index < close {
            if tokens[index].punctuation == .colon { return true }
            index = cursor.next(after: index)
        }
        return false
    }

    // MARK: - Adding points

    mutating func add(
        _ mutationOperator: MutationOperator, first: Int, last: Int, substituting substitutions: [Int: String]
    ) {
        guard let replacement = collapsed(first, last, substituting: substitutions) else { return }
        add(mutationOperator, first: first, last: last, replacement: replacement)
    }

    mutating func add(
        _ mutationOperator: MutationOperator, form: MutationPoint.Form = .expression, first: Int, last: Int,
        replacement: String
    ) {
        guard first <= last, (first...last).allSatisfy({ !excluded[$0] }) else { return }
        points.append(
            MutationPoint(
                mutationOperator, form: form, range: Int(tokens[first].start)..<Int(tokens[last].end),
                replacement: replacement, line: Int(tokens[first].line), endLine: lastLine(of: last)))
    }

    func lastLine(of index: Int) -> Int {
        let token = tokens[index]
        let newlines = source.bytes[Int(token.start)..<Int(token.end)].filter { $0 == 0x0A }.count
        return Int(token.line) + newlines
    }

    /// The code of `first...last` on one line: each gap holding a line break or comment becomes one
    /// space; `nil` when a token itself spans lines (a multi-line string).
    func collapsed(_ first: Int, _ last: Int, substituting substitutions: [Int: String] = [:]) -> String? {
        guard first <= last else { return nil }
        var bytes: [UInt8] = []
        for index in first...last {
            let token = tokens[index]
            if index > first {
                let gap = source.bytes[Int(tokens[index - 1].end)..<Int(token.start)]
                if gap.contains(0x0A) || gap.contains(0x2F) {
                    bytes.append(0x20)
                } else {
                    bytes += gap
                }
            }
            let text = source.bytes[Int(token.start)..<Int(token.end)]
            if text.contains(0x0A) { return nil }
            if let substitute = substitutions[index] {
                bytes += Array(substitute.utf8)
            } else {
                bytes += text
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The points with those that cross another's edge left out (the later one goes).
    func nonOverlapping() -> [MutationPoint] {
        let ordered = points.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.range, rhs.element.range)
            if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
            if a.upperBound != b.upperBound { return a.upperBound > b.upperBound }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var kept: [MutationPoint] = []
        var open: [MutationPoint] = []
        for point in ordered {
            while let last = open.last, last.range.upperBound <= point.range.lowerBound {
                open.removeLast()
            }
            if let last = open.last, !last.contains(point) { continue }
            if kept.contains(where: { $0 == point }) { continue }
            kept.append(point)
            open.append(point)
        }
        return kept
    }

    // MARK: - Untouchable tokens

    mutating func excludeUntouchableTokens() {
        var directiveDepth = 0
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .directive(.if):
                directiveDepth += 1
            case .directive(.endif):
                directiveDepth -= 1
                excluded[index] = true
            case .attribute, .poundKeyword:
                if index + 1 < tokens.count, tokens[index + 1].punctuation == .leftParen,
                    let close = cursor.closing(of: index + 1)
                {
                    exclude(index...close)
                }
            case .keyword(.case), .keyword(.catch):
                excludePattern(at: index)
            case .keyword(.default):
                if index + 1 < tokens.count, tokens[index + 1].punctuation == .colon {
                    labelEnds[index] = index + 1
                }
            default:
                break
            }
            if directiveDepth > 0 || token.flags.contains(.directiveCondition) {
                excluded[index] = true
            }
        }
    }

    /// Excludes a `case` or `catch` pattern, up to the `:` of a switch case, the `=` of `if case`,
    /// the `in` of `for case` or the `{` of `catch`.
    mutating func excludePattern(at index: Int) {
        var current = index
        while current < tokens.count {
            let token = tokens[current]
            switch token.kind {
            case .punctuation(.colon):
                excluded[current] = true
                labelEnds[index] = current
                return
            case .punctuation(.leftBrace), .punctuation(.rightBrace), .keyword(.in):
                return
            case .operator where source.text(of: token) == "=":
                return
            default:
                if cursor.closes(current) && !cursor.opens(current) { return }
            }
            let next = cursor.next(after: current)
            exclude(current...next - 1)
            current = next
        }
    }

    mutating func exclude(_ range: ClosedRange<Int>) {
        for index in range {
            excluded[index] = true
        }
    }
}
