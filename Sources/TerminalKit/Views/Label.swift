/// One line of text, cut with "…" when it does not fit.
public final class Label: View {
    /// The text shown; sanitised when drawn.
    public var text: String {
        didSet {
            if text != oldValue { report(.text(property: "text", value: text)) }
        }
    }
    /// The attributes the text is drawn with.
    public var style: Style

    /// Creates a label.
    public init(_ text: String = "", style: Style = []) {
        self.text = text
        self.style = style
    }

    /// Draws the text on the first row of `area`.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        screen.put(truncating: text, at: area.origin, width: area.width, style: style)
    }

    /// Labels take no keys.
    public func handle(_ key: Key) -> Bool {
        false
    }
}
