/// Measures one Swift file: its lines, type and function declarations, complexity, imports and the
/// identifiers it uses.
package enum SourceAnalyzer {
    /// Analyses source bytes; `path` is recorded as the file of every declaration found.
    package static func analyze(_ bytes: [UInt8], path: String) -> FileMetrics {
        analyze(SwiftLexer.lex(bytes), path: path)
    }

    /// Analyses source text; `path` is recorded as the file of every declaration found.
    package static func analyze(_ source: String, path: String) -> FileMetrics {
        analyze(SwiftLexer.lex(source), path: path)
    }

    /// Analyses an already lexed file.
    package static func analyze(_ source: LexedSource, path: String) -> FileMetrics {
        var walker = DeclarationWalker(source: source, path: path)
        walker.walk()
        return FileMetrics(
            path: path, lines: source.lineCounts, types: walker.types, functions: walker.functions,
            imports: walker.imports, identifierCounts: walker.identifierCounts)
    }
}

/// A brace-delimited scope and what opened it.
private enum Scope {
    case type(Int)
    case function(Int)
    case block
}

/// Walks the active tokens of a file once, keeping a stack of open scopes.
private struct DeclarationWalker {
    let source: LexedSource
    let path: String
    let tokens: [Token]
    let cursor: TokenCursor
    let headers: HeaderParser
    var types: [TypeDeclaration] = []
    var functions: [FunctionMetrics] = []
    var imports: [String] = []
    var identifierCounts: [String: Int] = [:]
    var scopes: [Scope] = []
    var openFunctions: [Int] = []
    var openTypeNames: [String] = []
    var pendingBody: (brace: Int, scope: Scope)?
    var functionInHeader: Int?

    init(source: LexedSource, path: String) {
        self.source = source
        self.path = path
        self.tokens = ConditionalCompilation.activeTokens(source.tokens)
        self.cursor = TokenCursor(source: source, tokens: tokens)
        self.headers = HeaderParser(cursor: cursor)
    }

    mutating func walk() {
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation(.leftBrace):
                openScope(at: index)
            case .punctuation(.rightBrace):
                closeScope(line: Int(token.line))
            case .keyword(let keyword):
                handle(keyword, at: index)
            case .operator(.logicalAnd), .operator(.logicalOr), .operator(.ternary):
                addDecisionPoint()
            case .identifier:
                identifierCounts[source.text(of: token), default: 0] += 1
            default:
                break
            }
        }
    }

    // MARK: - Scopes

    mutating func openScope(at index: Int) {
        guard let pending = pendingBody, pending.brace == index else {
            scopes.append(.block)
            return
        }
        pendingBody = nil
        scopes.append(pending.scope)
        switch pending.scope {
        case .function(let function):
            functionInHeader = nil
            openFunctions.append(function)
        case .type(let type):
            openTypeNames.append(types[type].name)
        case .block:
            break
        }
    }

    mutating func closeScope(line: Int) {
        guard let scope = scopes.popLast() else { return }
        switch scope {
        case .function(let function):
            functions[function].endLine = line
            openFunctions.removeLast()
        case .type(let type):
            types[type].endLine = line
            openTypeNames.removeLast()
        case .block:
            break
        }
    }

    // MARK: - Keywords

    mutating func handle(_ keyword: Keyword, at index: Int) {
        if Self.requirementKeywords.contains(keyword), case .type(let type) = scopes.last,
            types[type].kind == .protocol, !cursor.isArgumentLabel(at: index)
        {
            types[type].requirements += 1
        }
        switch keyword {
        case .if, .for, .while, .guard, .catch, .case:
            if !cursor.isArgumentLabel(at: index) {
                addDecisionPoint()
            }
        case .func:
            beginFunction(at: index, kind: .function)
        case .`init`:
            beginFunction(at: index, kind: .initializer)
        case .deinit:
            beginFunction(at: index, kind: .deinitializer)
        case .subscript:
            beginFunction(at: index, kind: .subscript)
        case .class, .struct, .enum, .protocol, .actor, .extension:
            beginType(at: index, keyword: keyword)
        case .import:
            if let module = headers.importedModule(at: index), !imports.contains(module) {
                imports.append(module)
            }
        default:
            break
        }
    }

    /// The keywords that declare a protocol requirement directly in a protocol's body.
    static let requirementKeywords: Set<Keyword> = [.func, .`init`, .subscript, .var, .associatedtype]

    mutating func addDecisionPoint() {
        if let function = functionInHeader ?? openFunctions.last {
            functions[function].complexity += 1
        }
    }

    mutating func beginFunction(at index: Int, kind: FunctionKind) {
        if cursor.isArgumentLabel(at: index) || isInsideProtocol { return }
        guard let header = headers.functionHeader(at: index, kind: kind) else { return }
        let name = openTypeNames.last.map { "\($0).\(header.name)" } ?? header.name
        let line = Int(tokens[index].line)
        functions.append(
            FunctionMetrics(name: name, kind: kind, file: path, line: line, endLine: line, complexity: 1))
        functionInHeader = functions.count - 1
        pendingBody = (header.bodyBrace, .function(functions.count - 1))
    }

    mutating func beginType(at index: Int, keyword: Keyword) {
        guard let header = headers.typeHeader(at: index, keyword: keyword) else { return }
        let name =
            header.kind == .extension
            ? header.name : openTypeNames.last.map { "\($0).\(header.name)" } ?? header.name
        let line = Int(tokens[index].line)
        types.append(
            TypeDeclaration(
                kind: header.kind, name: name, file: path, line: line, endLine: line,
                inheritedNames: header.inheritedNames))
        if let brace = header.bodyBrace {
            pendingBody = (brace, .type(types.count - 1))
        }
    }

    var isInsideProtocol: Bool {
        guard case .type(let type) = scopes.last else { return false }
        return types[type].kind == .protocol
    }
}
