/// A document built once and written in each format by its writer: its title and its blocks.
struct Document: Sendable, Equatable {
    /// The title, as a page's title; the blocks hold the heading that shows it.
    var title: String
    /// The blocks, in reading order.
    var blocks: [Block]
}
