/// What a list view shows for one row: text on the left and an optional detail at the right edge.
public struct ListRow: Hashable, Sendable {
    /// The row's main text, cut with "…" when too long.
    public var text: String
    /// Text right-aligned at the row's end, such as a progress "1/3"; empty for none.
    public var detail: String

    /// Creates a row.
    public init(text: String, detail: String = "") {
        self.text = text
        self.detail = detail
    }
}
