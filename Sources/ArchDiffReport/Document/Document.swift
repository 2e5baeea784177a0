/// A document built once and written in each format by its writer: its title and its blocks.
package struct Document: Sendable, Equatable {
    /// Where a document is read, for the builders whose terminal text is laid out differently from the
    /// page (Markdown or HTML) they write.
    package enum Medium: Sendable, Equatable {
        /// A terminal, written by `TerminalWriter`.
        case terminal
        /// A page, written by `MarkdownWriter` or `HTMLWriter`.
        case page
    }

    /// The title, as a page's title; the blocks hold the heading that shows it.
    var title: String
    /// The blocks, in reading order.
    var blocks: [Block]
}
