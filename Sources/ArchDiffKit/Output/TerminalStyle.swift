/// ANSI styling for terminal output, or none at all.
public struct TerminalStyle: Sendable {
    /// Whether escape sequences are written.
    public var usesColor: Bool

    /// A style that colours or not.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// No escape sequences.
    public static let plain = TerminalStyle(usesColor: false)

    /// Colour only when the output is a terminal and `NO_COLOR` is not set (to any value).
    public static func detect(outputIsTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        TerminalStyle(usesColor: outputIsTerminal && environment["NO_COLOR"] == nil)
    }

    /// What a piece of text is, which decides how it is styled.
    public enum Role: String, Sendable {
        case bold = "1"
        case dim = "2"
        case accent = "36"
        case increase = "33"
        case decrease = "32"
    }

    /// `text` wrapped in the escape sequences for `role`, or unchanged without colour.
    public func apply(_ role: Role, to text: String) -> String {
        usesColor && !text.isEmpty ? "\u{1B}[\(role.rawValue)m\(text)\u{1B}[0m" : text
    }
}
