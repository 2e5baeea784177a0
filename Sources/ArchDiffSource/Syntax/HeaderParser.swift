/// What a function declaration's header says: its display name and where its body opens.
package struct FunctionHeader {
    var name: String
    package var bodyBrace: Int
}

/// What a type or extension declaration's header says.
package struct TypeHeader {
    var kind: TypeKind
    var name: String
    var inheritedNames: [String]
    package var bodyBrace: Int?
}

/// Reads declaration headers by looking ahead from their keyword, without consuming tokens.
package struct HeaderParser {
    /// The file's tokens.
    let cursor: TokenCursor

    /// A parser of the headers in the tokens of `cursor`.
    package init(cursor: TokenCursor) {
        self.cursor = cursor
    }

    private var source: LexedSource { cursor.source }
    private var tokens: [Token] { cursor.tokens }

    // MARK: - Functions

    /// The header of the function declared by the keyword at `index`, or `nil` when it has no body.
    package func functionHeader(at index: Int, kind: FunctionKind) -> FunctionHeader? {
        var position = index + 1
        var baseName = kind.rawValue
        switch kind {
        case .function:
            guard position < tokens.count else { return nil }
            switch tokens[position].kind {
            case .identifier, .keyword, .operator:
                baseName = source.text(of: tokens[position])
            default:
                return nil
            }
            position += 1
        case .initializer:
            if position < tokens.count, let marker = tokens[position].operatorKind,
                marker == .postfixQuestion || marker == .postfixExclamation
            {
                baseName += marker == .postfixQuestion ? "?" : "!"
                position += 1
            }
        case .deinitializer:
            guard let body = bodyBrace(from: position) else { return nil }
            return FunctionHeader(name: baseName, bodyBrace: body)
        case .subscript:
            break
        }
        position = cursor.genericClauseEnd(from: position)
        guard position < tokens.count, tokens[position].punctuation == .leftParen else { return nil }
        let close = cursor.closing(of: position) ?? tokens.count - 1
        let labels = cursor.commaSeparated(position + 1..<close, skippingGenericArguments: true)
            .filter { !$0.isEmpty }.map { label(of: $0.lowerBound, explicit: kind != .subscript) }
        guard let body = bodyBrace(from: close + 1) else { return nil }
        let labelList = labels.map { "\($0):" }.joined()
        return FunctionHeader(name: "\(baseName)(\(labelList))", bodyBrace: body)
    }

    /// The argument label of the parameter starting at `index`.
    ///
    /// Functions and initializers use the first name of each parameter as its label; subscripts have
    /// no label unless a parameter spells out two names.
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
    package func typeHeader(at index: Int, keyword: Keyword) -> TypeHeader? {
        guard let kind = TypeKind(rawValue: keyword.rawValue) else { return nil }
        if index > 0 && tokens[index - 1].keyword == .import { return nil }
        var position = index + 1
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        var name = source.text(of: tokens[position])
        position += 1
        if kind == .extension {
            while position + 1 < tokens.count && tokens[position].punctuation == .period
                && tokens[position + 1].kind == .identifier
            {
                name += "." + source.text(of: tokens[position + 1])
                position += 2
            }
        }
        if kind == .actor && !startsTypeBody(at: position) { return nil }
        position = cursor.genericClauseEnd(from: position)
        var inheritedNames: [String] = []
        if position < tokens.count && tokens[position].punctuation == .colon {
            (inheritedNames, position) = inheritanceClause(from: position + 1)
        }
        return TypeHeader(
            kind: kind, name: name, inheritedNames: inheritedNames, bodyBrace: bodyBrace(from: position))
    }

    private func startsTypeBody(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        switch token.kind {
        case .punctuation(.leftBrace), .punctuation(.colon), .keyword(.where):
            return true
        case .operator:
            return cursor.angleDelta(at: index) > 0
        default:
            return false
        }
    }

    /// The inherited names up to the `where` clause or the body, and the index where the clause ends.
    private func inheritanceClause(from start: Int) -> ([String], Int) {
        var names: [String] = []
        var current: String?
        var isSuppressed = false
        var index = start
        func finishEntry() {
            if let name = current, !isSuppressed {
                names.append(name)
            }
            current = nil
            isSuppressed = false
        }
        while index < tokens.count {
            let token = tokens[index]
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
            index =
                cursor.angleDelta(at: index) > 0
                ? cursor.genericClauseEnd(from: index) : cursor.next(after: index)
        }
        finishEntry()
        return (names, index)
    }

    // MARK: - Imports

    /// The module named by the `import` declaration at `index`.
    func importedModule(at index: Int) -> String? {
        var position = index + 1
        guard position < tokens.count else { return nil }
        switch tokens[position].keyword {
        case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let:
            position += 1
        default:
            break
        }
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        return source.text(of: tokens[position])
    }

    // MARK: - Shared pieces

    /// The index of the `{` opening the body of a declaration whose header continues at `start`.
    ///
    /// Returns `nil` when the declaration ends first: at `;`, at a `}` closing the enclosing scope, or
    /// at a line that starts another declaration.
    private func bodyBrace(from start: Int) -> Int? {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            switch token.punctuation {
            case .leftBrace:
                return index
            case .rightBrace, .semicolon:
                return nil
            default:
                if index > start && endsDeclaration(token) { return nil }
            }
            index = cursor.next(after: index)
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
}
