/// Outside input quoted in a message, cut short: a huge argument or JSON key is quoted by its first
/// ``limit`` characters and a count of the rest, never whole (TerminalKit's `Excerpt`, which this module
/// does not import, does the same for key scripts and the front ends).
enum Excerpt {
    /// How many characters a quote keeps.
    static let limit = 80

    /// `text` in single quotes, such as `'foo'`; past `limit` characters, `'first…' (N more characters)`.
    static func quoted(_ text: some StringProtocol, limit: Int = limit) -> String {
        let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex) ?? text.endIndex
        guard end < text.endIndex else { return "'\(text)'" }
        return "'\(text[..<end])…' (\(text[end...].count) more characters)"
    }
}
