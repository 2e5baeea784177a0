/// One block of a document, in reading order.
enum Block: Sendable, Equatable {
    /// A heading at a level, 1 the top.
    case heading(Int, Inline)
    /// A paragraph.
    case paragraph(Inline)
    /// A note on the block before it, such as where figures come from: dimmed on its own line in the
    /// terminal, an emphasised paragraph on a page.
    case note(Inline)
    /// A list, one item per entry: bulleted on a page, one item a line in a terminal.
    case list([Inline])
    /// A table.
    case table(Table)
    /// Blocks set in as one unit, such as a section's details: indented two spaces in a terminal,
    /// without blank lines between them; on a page, the blocks as they are.
    case group([Block])
    /// A chart: its title and the name of its file, which the Markdown links and the HTML inlines.
    case chart(title: String, fileName: String)
}
