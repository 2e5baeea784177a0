/// What a `{ ... }` block of a Swift file holds, as far as mutation is concerned.
enum BlockKind: Equatable {
    /// A type, extension or protocol body: declarations, not statements.
    case declarations
    /// A function, initializer, deinitializer or subscript body, and the tokens of its declared result
    /// type when it has one.
    case function(returnType: Range<Int>?)
    /// The braces around a property's or subscript's accessors (`{ get { } set { } }`, `{ didSet { } }`).
    case accessors(type: Range<Int>?)
    /// A getter, or a computed property's body, returning `type`.
    case getter(type: Range<Int>?)
    /// A setter or property observer.
    case setter
    /// The body of `if`, `else`, `guard`, `for`, `while`, `repeat`, `do`, `catch`, `defer` or `switch`.
    case control
    /// A closure, passed to the function named `callee` when the tokens show it.
    case closure(callee: String?)

    /// Whether statements run in the block (rather than declarations being listed).
    var holdsStatements: Bool {
        switch self {
        case .declarations, .accessors: return false
        default: return true
        }
    }
}

/// The blocks of one file: what each `{` opens, where it closes and where its statements start.
struct CodeBlocks {
    private let source: LexedSource
    private var kinds: [Int: BlockKind] = [:]
    private var closing: [Int: Int] = [:]
    private var opening: [Int: Int] = [:]

    /// The blocks of `source`.
    init(source: LexedSource) {
        self.source = source
        matchBraces()
        classifyDeclaredBlocks()
    }

    /// The kind of the block opened by the `{` at `index`.
    func kind(ofBraceAt index: Int) -> BlockKind {
        kinds[index] ?? .closure(callee: callee(ofClosureAt: index))
    }

    /// The index of the `}` closing the `{` at `index`, or the end of the file when it is unclosed.
    func closingBrace(of index: Int) -> Int {
        closing[index] ?? source.tokens.count
    }

    /// The index of the first statement token of the block opened at `index`: after a closure's
    /// signature (`{ [weak self] value in`), else right after the brace.
    func bodyStart(ofBraceAt index: Int) -> Int {
        guard case .closure = kind(ofBraceAt: index) else { return index + 1 }
        let tokens = source.tokens
        var depth = 0
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .punctuation(.leftParen), .punctuation(.leftBracket):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket):
                depth -= 1
            case .keyword(.in) where depth == 0:
                return cursor + 1
            case .keyword(let keyword) where depth == 0:
                guard Self.signatureKeywords.contains(keyword) else { return index + 1 }
            case .identifier, .punctuation(.comma), .punctuation(.colon), .punctuation(.period),
                .operator(.arrow), .attribute, .keyword:
                break
            default:
                if depth == 0 { return index + 1 }
            }
            cursor += 1
        }
        return index + 1
    }

    /// Words that may stand in a closure's signature before `in`.
    private static let signatureKeywords: Set<Keyword> = [
        .self, .Self, .weak, .unowned, .throws, .rethrows, .async, .inout, .some, .any,
    ]

    // MARK: - Building

    private mutating func matchBraces() {
        var stack: [Int] = []
        for (index, token) in source.tokens.enumerated() {
            switch token.kind {
            case .punctuation(.leftBrace):
                stack.append(index)
            case .punctuation(.rightBrace):
                if let open = stack.popLast() {
                    closing[open] = index
                    opening[index] = open
                }
            default:
                break
            }
        }
    }

    private mutating func classifyDeclaredBlocks() {
        let tokens = source.tokens
        let headers = HeaderParser(source: source, tokens: tokens)
        var enclosing: [Int] = []
        var repeatBodies: Set<Int> = []
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation(.leftBrace):
                enclosing.append(index)
            case .punctuation(.rightBrace):
                _ = enclosing.popLast()
            case .keyword(let keyword):
                guard !isArgumentLabel(at: index) else { continue }
                switch keyword {
                case .class, .struct, .enum, .protocol, .actor, .extension:
                    if let brace = headers.typeHeader(at: index, keyword: keyword)?.bodyBrace {
                        kinds[brace] = .declarations
                    }
                case .func, .`init`, .deinit, .subscript:
                    classifyFunction(at: index, keyword: keyword, headers: headers)
                case .var:
                    classifyProperty(at: index)
                case .get, .set, .didSet, .willSet:
                    classifyAccessor(at: index, keyword: keyword, container: enclosing.last)
                case .repeat:
                    if let brace = nextBrace(after: index) {
                        kinds[brace] = .control
                        repeatBodies.insert(brace)
                    }
                case .while:
                    if index > 0, tokens[index - 1].punctuation == .rightBrace,
                        let open = opening[index - 1], repeatBodies.contains(open)
                    {
                        continue
                    }
                    markControl(after: index)
                case .if, .guard, .for, .switch, .catch, .do, .defer:
                    markControl(after: index)
                case .else:
                    if index + 1 < tokens.count, tokens[index + 1].punctuation == .leftBrace {
                        markControl(after: index)
                    }
                default:
                    break
                }
            default:
                break
            }
        }
    }

    private mutating func classifyFunction(at index: Int, keyword: Keyword, headers: HeaderParser) {
        let kind: FunctionKind
        switch keyword {
        case .func: kind = .function
        case .`init`: kind = .initializer
        case .deinit: kind = .deinitializer
        default: kind = .subscript
        }
        guard let brace = headers.functionHeader(at: index, kind: kind)?.bodyBrace else { return }
        let returnType = resultType(from: index, to: brace)
        if keyword == .subscript, startsAccessor(brace + 1) {
            kinds[brace] = .accessors(type: returnType)
        } else {
            kinds[brace] = .function(returnType: returnType)
        }
    }

    /// The tokens after `->` in a header from `start` to the body brace, up to a `where` clause.
    private func resultType(from start: Int, to brace: Int) -> Range<Int>? {
        let tokens = source.tokens
        var depth = 0
        var arrow: Int?
        for index in start..<brace {
            switch tokens[index].kind {
            case .punctuation(.leftParen), .punctuation(.leftBracket):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket):
                depth -= 1
            case .operator(.arrow) where depth == 0:
                arrow = index
            case .keyword(.where) where depth == 0:
                if let arrow { return arrow + 1..<index }
            default:
                break
            }
        }
        return arrow.map { $0 + 1..<brace }
    }

    /// `var name: Type {`: a computed property, or accessors or observers of a stored one.
    private mutating func classifyProperty(at index: Int) {
        let tokens = source.tokens
        guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier,
            tokens[index + 2].punctuation == .colon
        else { return }
        var depth = 0
        var cursor = index + 3
        while cursor < tokens.count {
            let token = tokens[cursor]
            if cursor > index + 3 && depth == 0 && token.flags.contains(.newlineBefore) { return }
            switch token.kind {
            case .punctuation(.leftParen), .punctuation(.leftBracket):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket):
                depth -= 1
            case .punctuation(.leftBrace) where depth == 0:
                let type = index + 3..<cursor
                if startsAccessor(cursor + 1) {
                    kinds[cursor] = .accessors(type: type)
                } else {
                    kinds[cursor] = .getter(type: type)
                }
                return
            case .operator where depth == 0 && source.text(of: token) == "=":
                return
            default:
                break
            }
            cursor += 1
        }
    }

    private mutating func classifyAccessor(at index: Int, keyword: Keyword, container: Int?) {
        guard let brace = accessorBrace(after: index) else { return }
        if keyword == .get, let container, case .accessors(let type) = kinds[container] {
            kinds[brace] = .getter(type: type)
        } else {
            kinds[brace] = .setter
        }
    }

    /// The `{` of an accessor: right after its keyword, or after `(newValue)`.
    private func accessorBrace(after index: Int) -> Int? {
        let tokens = source.tokens
        if index + 1 < tokens.count, tokens[index + 1].punctuation == .leftBrace { return index + 1 }
        if index + 4 < tokens.count, tokens[index + 1].punctuation == .leftParen,
            tokens[index + 3].punctuation == .rightParen, tokens[index + 4].punctuation == .leftBrace
        {
            return index + 4
        }
        return nil
    }

    private func startsAccessor(_ index: Int) -> Bool {
        guard index < source.tokens.count, let keyword = source.tokens[index].keyword else { return false }
        return [.get, .set, .didSet, .willSet].contains(keyword)
    }

    private mutating func markControl(after index: Int) {
        if let brace = nextBrace(after: index), kinds[brace] == nil {
            kinds[brace] = .control
        }
    }

    /// The first `{` after `index` outside parentheses and brackets, before the enclosing block closes.
    func nextBrace(after index: Int) -> Int? {
        let tokens = source.tokens
        var depth = 0
        var cursor = index + 1
        while cursor < tokens.count {
            switch tokens[cursor].kind {
            case .punctuation(.leftParen), .punctuation(.leftBracket):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket):
                depth -= 1
                if depth < 0 { return nil }
            case .punctuation(.leftBrace) where depth == 0:
                return cursor
            case .punctuation(.rightBrace) where depth == 0, .punctuation(.semicolon) where depth == 0:
                return nil
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Whether a keyword is used as an argument label or parameter name: `f(for: x)`, `(for x: Int)`.
    private func isArgumentLabel(at index: Int) -> Bool {
        let tokens = source.tokens
        guard index > 0, index + 1 < tokens.count else { return false }
        let previous = tokens[index - 1].punctuation
        guard previous == .leftParen || previous == .comma else { return false }
        if tokens[index + 1].punctuation == .colon { return true }
        return index + 2 < tokens.count && tokens[index + 2].punctuation == .colon
    }

    /// The function a closure is passed to: `items.map { }`, `run(x) { }`, `first(where: { })`.
    private func callee(ofClosureAt index: Int) -> String? {
        let tokens = source.tokens
        guard index > 0 else { return nil }
        var cursor = index - 1
        switch tokens[cursor].kind {
        case .identifier:
            return source.text(of: tokens[cursor])
        case .punctuation(.rightParen):
            guard let open = openingParen(of: cursor) else { return nil }
            cursor = open - 1
        case .punctuation(.leftParen), .punctuation(.comma), .punctuation(.colon):
            var depth = 0
            while cursor >= 0 {
                switch tokens[cursor].kind {
                case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace):
                    depth += 1
                case .punctuation(.leftBracket), .punctuation(.leftBrace):
                    depth -= 1
                    if depth < 0 { return nil }
                case .punctuation(.leftParen):
                    if depth == 0 {
                        cursor -= 1
                        return cursor >= 0 && tokens[cursor].kind == .identifier
                            ? source.text(of: tokens[cursor]) : nil
                    }
                    depth -= 1
                default:
                    break
                }
                cursor -= 1
            }
            return nil
        default:
            return nil
        }
        return cursor >= 0 && tokens[cursor].kind == .identifier ? source.text(of: tokens[cursor]) : nil
    }

    private func openingParen(of index: Int) -> Int? {
        let tokens = source.tokens
        var depth = 0
        var cursor = index
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .punctuation(.rightParen): depth += 1
            case .punctuation(.leftParen):
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
            cursor -= 1
        }
        return nil
    }
}
