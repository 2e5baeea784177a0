/// The lexical category of a ``Token``, with the detail the analysers need.
package enum TokenKind: Equatable, Sendable {
    /// A name, including backticked names, `$0` and contextual words used as names.
    case identifier
    /// A reserved or contextual word in keyword position (never after a `.`, never backticked).
    case keyword(Keyword)
    /// An attribute such as `@MainActor` or `@available`; its arguments are separate tokens.
    case attribute
    /// A conditional compilation directive: `#if`, `#elseif`, `#else` or `#endif`.
    case directive(Directive)
    /// Any other `#word`: `#available`, `#selector`, `#warning`, macro expansions.
    case poundKeyword
    /// An integer or floating-point literal, underscores included.
    case number
    /// A piece of a string literal; an interpolated string yields one piece per literal run.
    case string
    /// A regex literal, `/.../` or `#/.../#`.
    case regex
    /// An operator, classified where the analysers care about it.
    case `operator`(OperatorKind)
    /// Brackets and separators.
    case punctuation(Punctuation)
}

/// The conditional compilation directives.
package enum Directive: UInt8, Sendable {
    case `if`
    case elseif
    case `else`
    case endif
}

/// Operators the analysers tell apart; everything else is ``other``.
package enum OperatorKind: UInt8, Sendable {
    /// `?` standing alone with whitespace before it: the ternary operator.
    case ternary
    /// `?` bound to the token before it: an optional type, `try?`, `as?` or optional chaining.
    case postfixQuestion
    /// `!` bound to the token before it.
    case postfixExclamation
    case logicalAnd
    case logicalOr
    case arrow
    case ampersand
    case tilde
    case other
}

/// Brackets and separators.
package enum Punctuation: UInt8, Sendable {
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case comma
    case colon
    case semicolon
    case period
    case backslash
    case at
    case pound
}
