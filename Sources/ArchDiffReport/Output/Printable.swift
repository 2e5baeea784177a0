/// What a subcommand prints, in every output format: one document for the terminal and Markdown, one
/// record for JSON and CSV.
///
/// A report adds a figure to its document builder and its record list, and every format shows it.
package protocol Printable {
    /// The document for `medium`: the terminal or a page.
    func document(for medium: Document.Medium) -> Document
    /// The record JSON is written from; CSV writes its rows.
    var record: Record { get }
}

extension OutputFormat {
    /// `printable` in this format, styled with `style` in the terminal.
    package func render(_ printable: some Printable, style: TerminalStyle = .plain) -> String {
        switch self {
        case .table: TerminalWriter(style: style).write(printable.document(for: .terminal))
        case .markdown: MarkdownWriter().write(printable.document(for: .page))
        case .json: RecordJSONWriter.document(printable.record)
        case .csv: RecordCSVWriter.document([printable.record])
        }
    }
}
