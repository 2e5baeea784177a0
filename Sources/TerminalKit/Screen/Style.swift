/// Text attributes of a cell; the renderer turns them into SGR sequences.
public struct Style: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public var rawValue: UInt8

    /// Creates a style from its attribute bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or bright text (SGR 1).
    public static let bold = Style(rawValue: 1 << 0)
    /// Faint text (SGR 2).
    public static let dim = Style(rawValue: 1 << 1)
    /// Foreground and background swapped (SGR 7), used for selection and the text cursor.
    public static let reverse = Style(rawValue: 1 << 2)
    /// Underlined text (SGR 4).
    public static let underline = Style(rawValue: 1 << 3)
}
