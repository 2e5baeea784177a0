/// One token of Swift source: its kind, its byte range and the line it starts on.
package struct Token: Equatable, Sendable {
    /// What the token is.
    package var kind: TokenKind
    /// Facts about the token's surroundings.
    package var flags: TokenFlags
    /// Offset of the first byte in the source.
    package var start: Int32
    /// Offset just past the last byte in the source.
    package var end: Int32
    /// The 1-based line on which the token starts.
    package var line: Int32

    /// A token of `kind` covering bytes `start..<end`, starting on `line`.
    package init(kind: TokenKind, flags: TokenFlags, start: Int32, end: Int32, line: Int32) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
    }

    /// The keyword, when the token is one.
    package var keyword: Keyword? {
        if case .keyword(let keyword) = kind { return keyword }
        return nil
    }

    /// The punctuation, when the token is one.
    package var punctuation: Punctuation? {
        if case .punctuation(let punctuation) = kind { return punctuation }
        return nil
    }

    /// The operator classification, when the token is an operator.
    package var operatorKind: OperatorKind? {
        if case .operator(let kind) = kind { return kind }
        return nil
    }
}

/// Facts about a token's surroundings that Swift's grammar depends on.
package struct TokenFlags: OptionSet, Sendable {
    /// The flags as bits.
    package var rawValue: UInt8

    /// Flags from their bits.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Whitespace, a comment or the start of the file comes right before the token.
    package static let spaceBefore = TokenFlags(rawValue: 1 << 0)
    /// A line break comes between this token and the previous one.
    package static let newlineBefore = TokenFlags(rawValue: 1 << 1)
    /// The token is code inside a string interpolation `\(...)`.
    package static let interpolated = TokenFlags(rawValue: 1 << 2)
    /// The token is part of the condition of an `#if` or `#elseif` line.
    package static let directiveCondition = TokenFlags(rawValue: 1 << 3)
    /// The identifier was written in backticks.
    package static let backticked = TokenFlags(rawValue: 1 << 4)
}
