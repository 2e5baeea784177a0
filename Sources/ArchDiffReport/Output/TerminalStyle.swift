import SafeText

/// ANSI styling for terminal output, or none at all.
///
/// The escape sequences of `apply(_:to:)` are the only ones any output keeps: text is made visible as it
/// is styled, and ``visible(_:)`` lets nothing else through to a terminal.
package struct TerminalStyle: Sendable {
    /// Whether escape sequences are written.
    package var usesColor: Bool

    /// A style that colours or not.
    package init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// No escape sequences.
    package static let plain = TerminalStyle(usesColor: false)

    /// Colour only when the output is a terminal and `NO_COLOR` is not set (to any value).
    package static func detect(outputIsTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        TerminalStyle(usesColor: outputIsTerminal && environment["NO_COLOR"] == nil)
    }

    /// What a piece of text is, which decides how it is styled.
    package enum Role: String, CaseIterable, Sendable {
        case bold = "1"
        case dim = "2"
        case accent = "36"
        case increase = "33"
        case decrease = "32"
    }

    /// `text`, its control characters made visible (see `VisibleText.of`), wrapped in the escape sequences
    /// for `role`, or without them when there is no colour.
    package func apply(_ role: Role, to text: String) -> String {
        let visible = VisibleText.of(text)
        return usesColor && !visible.isEmpty ? Self.sequence(role.rawValue) + visible + Self.reset : visible
    }

    /// `text` as it may reach a terminal: the escape sequences `apply(_:to:)` writes in this style are kept
    /// (matched scalar by scalar, so a combining mark after one cannot hide it), every other control
    /// character but the line break is made visible (see `VisibleText.lines`).
    package func visible(_ text: String) -> String {
        guard usesColor else { return VisibleText.lines(text) }
        var output = ""
        var rest = text.unicodeScalars[...]
        while let escape = rest.firstIndex(of: "\u{1B}") {
            output += VisibleText.lines(String(String.UnicodeScalarView(rest[..<escape])))
            rest = rest[escape...]
            if let sequence = Self.sequences.first(where: { rest.starts(with: $0.unicodeScalars) }) {
                output += sequence
                rest = rest.dropFirst(sequence.unicodeScalars.count)
            } else {
                output += VisibleText.of("\u{1B}")
                rest = rest.dropFirst()
            }
        }
        return output + VisibleText.lines(String(String.UnicodeScalarView(rest)))
    }

    private static let reset = sequence("0")
    private static let sequences = Role.allCases.map { sequence($0.rawValue) } + [reset]

    private static func sequence(_ parameter: String) -> String {
        "\u{1B}[\(parameter)m"
    }
}
