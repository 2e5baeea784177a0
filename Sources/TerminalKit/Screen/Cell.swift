/// One column of one row of a `Screen`.
///
/// A wide character keeps its grapheme in its first cell and an empty grapheme in the second.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here: `" "` when blank, `""` for the second column of a wide character.
    public var grapheme: String
    /// The attributes the grapheme is drawn with.
    public var style: Style

    /// Creates a cell; the default is a blank without attributes.
    public init(grapheme: String = " ", style: Style = []) {
        self.grapheme = grapheme
        self.style = style
    }

    /// A space without attributes.
    public static let blank = Cell()

    /// True for the second column of a wide character.
    public var isContinuation: Bool { grapheme.isEmpty }
}
