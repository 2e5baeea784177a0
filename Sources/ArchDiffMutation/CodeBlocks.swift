import ArchDiffSource

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
    private let cursor: TokenCursor
    private var kinds: [Int: BlockKind] = [:]

    /// The blocks of the file `cursor` reads.
    init(cursor: TokenCursor) {
        self.cursor = cursor
        classifyDeclaredBlocks()
    }

    private var source: LexedSource { cursor.source }

    /// The kind of the block opened by the `{` at `index`.
    func kind(ofBraceAt index: Int) -> BlockKind {
        kinds[index] ?? .closure(callee: callee(ofClosureAt: index))
    }

    /// The index of the `}` closing the `{` at `index`, or the end of the file when it is unclosed.
    func closingBrace(of index: Int) -> Int {
        cursor.closing(of: index) ?? source.tokens.count
    }

    /// The index of the first statement token of the block opened at `index`: after a closure's
    /// signature (`{ [weak self] value in`), else right after the brace.
    func bodyStart(ofBraceAt index: Int) -> Int {
        guard case .closure = kind(ofBraceAt: index) else { return index + 1 }
        let tokens = source.tokens
        var current = index + 1
        while current < tokens.count {
            switch tokens[current].kind {
            case .keyword(.in):
                return current + 1
            case .keyword(let keyword):
                guard Self.signatureKeywords.contains(keyword) else { return index + 1 }
            case .identifier, .punctuation(.comma), .punctuation(.colon), .punctuation(.period),
                .operator(.arrow), .attribute, .punctuation(.leftParen), .punctuation(.leftBracket):
                break
            default:
                return index + 1
            }
            current = cursor.next(after: current)
        }
        return index + 1
    }

    /// Words that may stand in a closure's signature before `in`.
    private static let signatureKeywords: Set<Keyword> = [
        .self, .Self, .weak, .unowned, .throws, .rethrows, .async, .inout, .some, .any,
    ]

    // MARK: - Building

    private mutating func classifyDeclaredBlocks() {
        let tokens = source.tokens
        let headers = HeaderParser(cursor: cursor)
        var repeatBodies: Set<Int> = []
        for index in tokens.indices {
            guard let keyword = tokens[index].keyword, !cursor.isArgumentLabel(at: index) else { continue }
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
                classifyAccessor(at: index, keyword: keyword, container: cursor.enclosingBrace(of: index))
            case .repeat:
                if let brace = nextBrace(after: index) {
                    kinds[brace] = .control
                    repeatBodies.insert(brace)
                }
            case .while:
                if index > 0, tokens[index - 1].punctuation == .rightBrace,
                    let open = cursor.opening(of: index - 1), repeatBodies.contains(open)
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
        var arrow: Int?
        var index = start
        while index < brace {
            switch tokens[index].kind {
            case .operator(.arrow):
                arrow = index
            case .keyword(.where):
                if let arrow { return arrow + 1..<index }
            default:
                break
            }
            index = cursor.next(after: index)
        }
        return arrow.map { $0 + 1..<brace }
    }

    /// `var name: Type {`: a computed property, or accessors or observers of a stored one.
    private mutating func classifyProperty(at index: Int) {
        let tokens = source.tokens
        guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier,
            tokens[index + 2].punctuation == .colon
        else { return }
        var current = index + 3
        while current < tokens.count {
            let token = tokens[current]
            if current > index + 3 && token.flags.contains(.newlineBefore) { return }
            switch token.kind {
            case .punctuation(.leftBrace):
                let type = index + 3..<current
                if startsAccessor(current + 1) {
                    kinds[current] = .accessors(type: type)
                } else {
                    kinds[current] = .getter(type: type)
                }
                return
            case .operator where source.text(of: token) == "=":
                return
            default:
                break
            }
            current = cursor.next(after: current)
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
        var current = index + 1
        while current < tokens.count {
            switch tokens[current].punctuation {
            case .leftBrace:
                return current
            case .rightBrace, .semicolon, .rightParen, .rightBracket:
                return nil
            default:
                current = cursor.next(after: current)
            }
        }
        return nil
    }

    /// The function a closure is passed to: `items.map { }`, `run(x) { }`, `first(where: { })`.
    private func callee(ofClosureAt index: Int) -> String? {
        let tokens = source.tokens
        guard index > 0 else { return nil }
        var name: Int?
        switch tokens[index - 1].kind {
        case .identifier:
            name = index - 1
        case .punctuation(.rightParen):
            name = cursor.opening(of: index - 1).map { $0 - 1 }
        case .punctuation(.leftParen), .punctuation(.comma), .punctuation(.colon):
            if let open = cursor.enclosingBracket(of: index), tokens[open].punctuation == .leftParen {
                name = open - 1
            }
        default:
            break
        }
        guard let name, name >= 0, tokens[name].kind == .identifier else { return nil }
        return source.text(of: tokens[name])
    }
}
