/// The top heading of a Markdown report and the level it sits at; sections go one level deeper.
package struct MarkdownHeading: Sendable {
    /// The text of the top heading.
    package var title: String
    /// The level of the top heading, 1 for `#`.
    package var level: Int

    /// A top heading reading `title` at `level`.
    package init(_ title: String, level: Int = 1) {
        self.title = title
        self.level = level
    }

    /// The top heading as a block.
    var block: Block {
        .heading(level, Inline(title))
    }

    /// The level of a heading `depth` levels below the top one.
    func level(below depth: Int) -> Int {
        level + depth
    }
}
