/// What a function declaration's header says: its display name and where its body opens.
struct FunctionHeader {
    var name: String
    var bodyBrace: Int
}

/// What a type or extension declaration's header says.
struct TypeHeader {
    var kind: TypeKind
    var name: String
    var inheritedNames: [String]
    var bodyBrace: Int?
}

/// Reads declaration headers by looking ahead from their keyword, without consuming tokens.
struct HeaderParser {
    let source: LexedSource
    let tokens: [Token]

    // MARK: - Functions

    /// The header of the function declared by the keyword at `index`, or `nil` when it has no body.
    func functionHeader(at index: Int, kind: FunctionKind) -> FunctionHeader? {
        var cursor = index + 1
        var baseName = kind.rawValue
        switch kind {
        case .function:
            guard cursor < tokens.count else { return nil }
            switch tokens[cursor].kind {
            case .identifier, .keyword, .operator:
                baseName = source.text(of: tokens[cursor])
            default:
                return nil
            }
            cursor += 1
        case .initializer:
            if cursor < tokens.count, let marker = tokens[cursor].operatorKind,
                marker == .postfixQuestion || marker == .postfixExclamation
            {
                baseName += marker == .postfixQuestion ? "?" : "!"
                cursor += 1
            }
        case .deinitializer:
            guard let body = bodyBrace(from: cursor) else { return nil }
            return FunctionHeader(name: baseName, bodyBrace: body)
        case .subscript:
            break
        }
        cursor = skippingGenericClause(from: cursor)
        guard cursor < tokens.count, tokens[cursor].punctuation == .leftParen else { return nil }
        let (labels, close) = parameterLabels(openParen: cursor, labelsAreExplicit: kind != .subscript)
        guard let body = bodyBrace(from: close + 1) else { return nil }
        let labelList = labels.map { "\($0):" }.joined()
        return FunctionHeader(name: "\(baseName)(\(labelList))", bodyBrace: body)
    }

    /// The argument labels of a parameter clause and the index of its closing parenthesis.
    ///
    /// Functions and initializers use the first name of each parameter as its label; subscripts have
    /// no label unless a parameter spells out two names.
    private func parameterLabels(openParen: Int, labelsAreExplicit: Bool) -> ([String], Int) {
        var labels: [String] = []
        var depth = 0
        var angleDepth = 0
        var expectsParameter = true
        var cursor = openParen
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .punctuation(.leftParen), .punctuation(.leftBracket), .punctuation(.leftBrace):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace):
                depth -= 1
                if depth == 0 { return (labels, cursor) }
            case .punctuation(.comma) where depth == 1 && angleDepth == 0:
                expectsParameter = true
                cursor += 1
                continue
            case .operator:
                angleDepth = max(0, angleDepth + angleDelta(of: token))
            default:
                break
            }
            if expectsParameter && depth == 1 && cursor > openParen {
                expectsParameter = false
                labels.append(label(of: cursor, explicit: labelsAreExplicit))
            }
            cursor += 1
        }
        return (labels, tokens.count - 1)
    }

    private func label(of index: Int, explicit: Bool) -> String {
        let first = source.text(of: tokens[index])
        if explicit { return first }
        guard index + 1 < tokens.count else { return "_" }
        switch tokens[index + 1].kind {
        case .identifier, .keyword:
            return first
        default:
            return "_"
        }
    }

    // MARK: - Types

    /// The header of the type declared by the keyword at `index`, or `nil` when the keyword is not
    /// declaring a type there (`class func`, `import struct`, `actor` used as a name).
    func typeHeader(at index: Int, keyword: Keyword) -> TypeHeader? {
        guard let kind = TypeKind(rawValue: keyword.rawValue) else { return nil }
        if index > 0 && tokens[index - 1].keyword == .import { return nil }
        var cursor = index + 1
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return nil }
        var name = source.text(of: tokens[cursor])
        cursor += 1
        if kind == .extension {
            while cursor + 1 < tokens.count && tokens[cursor].punctuation == .period
                && tokens[cursor + 1].kind == .identifier
            {
                name += "." + source.text(of: tokens[cursor + 1])
                cursor += 2
            }
        }
        if kind == .actor && !startsTypeBody(at: cursor) { return nil }
        cursor = skippingGenericClause(from: cursor)
        var inheritedNames: [String] = []
        if cursor < tokens.count && tokens[cursor].punctuation == .colon {
            (inheritedNames, cursor) = inheritanceClause(from: cursor + 1)
        }
        return TypeHeader(
            kind: kind, name: name, inheritedNames: inheritedNames, bodyBrace: bodyBrace(from: cursor))
    }

    private func startsTypeBody(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        switch token.kind {
        case .punctuation(.leftBrace), .punctuation(.colon), .keyword(.where):
            return true
        case .operator:
            return angleDelta(of: token) > 0
        default:
            return false
        }
    }

    /// The inherited names up to the `where` clause or the body, and the index where the clause ends.
    private func inheritanceClause(from start: Int) -> ([String], Int) {
        var names: [String] = []
        var current: String?
        var isSuppressed = false
        var depth = 0
        var cursor = start
        func finishEntry() {
            if let name = current, !isSuppressed {
                names.append(name)
            }
            current = nil
            isSuppressed = false
        }
        while cursor < tokens.count {
            let token = tokens[cursor]
            if depth == 0 {
                if token.punctuation == .leftBrace || token.keyword == .where || endsDeclaration(token) {
                    break
                }
                switch token.kind {
                case .punctuation(.comma), .operator(.ampersand):
                    finishEntry()
                case .operator(.tilde):
                    isSuppressed = true
                case .identifier:
                    current = source.text(of: token)
                default:
                    break
                }
            }
            switch token.kind {
            case .punctuation(.leftParen), .punctuation(.leftBracket):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket):
                depth = max(0, depth - 1)
            case .operator:
                depth = max(0, depth + angleDelta(of: token))
            default:
                break
            }
            cursor += 1
        }
        finishEntry()
        return (names, cursor)
    }

    // MARK: - Imports

    /// The module named by the `import` declaration at `index`.
    func importedModule(at index: Int) -> String? {
        var cursor = index + 1
        guard cursor < tokens.count else { return nil }
        switch tokens[cursor].keyword {
        case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let:
            cursor += 1
        default:
            break
        }
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return nil }
        return source.text(of: tokens[cursor])
    }

    // MARK: - Shared pieces

    /// The index of the `{` opening the body of a declaration whose header continues at `start`.
    ///
    /// Returns `nil` when the declaration ends first: at `;`, at a `}` closing the enclosing scope, or
    /// at a line that starts another declaration.
    private func bodyBrace(from start: Int) -> Int? {
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .punctuation(.leftBrace) where depth == 0:
                return cursor
            case .punctuation(.rightBrace) where depth == 0, .punctuation(.semicolon) where depth == 0:
                return nil
            case .punctuation(.leftParen), .punctuation(.leftBracket), .punctuation(.leftBrace):
                depth += 1
            case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace):
                depth = max(0, depth - 1)
            default:
                if depth == 0 && cursor > start && endsDeclaration(token) { return nil }
            }
            cursor += 1
        }
        return nil
    }

    /// Whether the token starts a new declaration on a new line, so the one before has ended.
    private func endsDeclaration(_ token: Token) -> Bool {
        guard token.flags.contains(.newlineBefore) else { return false }
        switch token.kind {
        case .attribute:
            return true
        case .keyword(let keyword):
            switch keyword {
            case .func, .`init`, .deinit, .subscript, .var, .let, .class, .struct, .enum, .protocol,
                .extension,
                .import, .typealias, .associatedtype, .case, .static, .public, .private, .fileprivate,
                .internal,
                .open, .package, .final, .override, .mutating, .nonmutating, .convenience, .required, .lazy,
                .weak,
                .unowned, .operator, .precedencegroup, .nonisolated, .indirect, .dynamic, .prefix, .postfix,
                .infix, .macro:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// The index after a generic parameter clause `<...>` at `start`, or `start` when there is none.
    private func skippingGenericClause(from start: Int) -> Int {
        guard start < tokens.count, angleDelta(of: tokens[start]) > 0 else { return start }
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            depth += angleDelta(of: tokens[cursor])
            cursor += 1
            if depth <= 0 { break }
        }
        return cursor
    }

    /// Opening minus closing angle brackets in an operator made only of `<` and `>` (as in `>>`).
    private func angleDelta(of token: Token) -> Int {
        guard case .operator(let kind) = token.kind, kind == .other else { return 0 }
        var delta = 0
        for index in Int(token.start)..<Int(token.end) {
            switch source.bytes[index] {
            case 0x3C: delta += 1
            case 0x3E: delta -= 1
            default: return 0
            }
        }
        return delta
    }
}
