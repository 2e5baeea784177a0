/// The result of lexing one source file: its bytes, its tokens and its line counts.
package struct LexedSource: Sendable {
    /// The UTF-8 bytes the tokens point into.
    package let bytes: [UInt8]
    /// Every token in source order; comments are not tokens.
    package let tokens: [Token]
    /// Code, comment and blank lines.
    package let lineCounts: LineCounts

    /// The source text of a token (without backticks for a backticked name).
    package func text(of token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }
}
