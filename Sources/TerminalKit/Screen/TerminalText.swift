import SafeText

/// Makes text safe to draw in a screen's cells: nothing in it can move the cursor, change modes or reorder
/// text, and nothing in it vanishes.
public enum TerminalText {
    /// Makes user text safe to draw, by the rule every printing layer shares (see `VisibleText.of`):
    /// control characters become visible symbols (ESC is drawn as "␛", DEL "␡", a C1 control, a bidi
    /// override or isolate or a line separator "�"), and a combining mark with nothing to combine with is
    /// drawn on a dotted circle "◌" in a column of its own.
    public static func sanitize(_ text: String) -> String {
        VisibleText.of(text)
    }

    /// Whether `scalar` is a control character that `sanitize(_:)` replaces.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        VisibleText.isHidden(scalar)
    }
}
