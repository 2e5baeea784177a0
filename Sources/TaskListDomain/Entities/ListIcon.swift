/// The fixed set of list icons. Every glyph is one terminal column wide in every locale
/// (East Asian width "neutral", text presentation), so titles line up behind them.
public enum ListIcon: String, CaseIterable, Sendable {
    case checklist = "✎"
    case home = "⌂"
    case mail = "✉"
    case music = "♫"
    case flag = "⚑"
    case travel = "✈"
    case weather = "☂"
    case garden = "✿"
    case tools = "⚙"
    case star = "✦"

    /// The icon a new list starts with.
    public static let `default`: ListIcon = .checklist

    /// The glyph drawn for this icon.
    public var glyph: String { rawValue }
}
