/// Outside input quoted in a message, cut short: a 10 MB word in a key script, on a command line or in a
/// file a tool reads is quoted by its first ``limit`` characters and a count of the rest, never whole.
public enum Excerpt {
    /// How many characters a quote keeps.
    public static let limit = 80

    /// `text` in single quotes, such as `'foo'`; past `limit` characters, `'first…' (N more characters)`.
    public static func quoted(_ text: some StringProtocol, limit: Int = limit) -> String {
        let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex) ?? text.endIndex
        guard end < text.endIndex else { return "'\(text)'" }
        return "'\(text[..<end])…' (\(text[end...].count) more characters)"
    }
}
