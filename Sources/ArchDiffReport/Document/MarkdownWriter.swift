import SafeText

/// Writes a document as GitHub-flavoured Markdown: a blank line between blocks (the blocks of a group
/// too), bars in table cells and headings escaped, and control characters, which Markdown has no escape for, made visible (see
/// `VisibleText`).
struct MarkdownWriter: Sendable {
    /// The folder charts are linked in, relative to the Markdown file: `<chartsLink>/<file name>`.
    var chartsLink: String

    /// A writer linking charts as `<chartsLink>/<file name>`.
    init(chartsLink: String = "charts") {
        self.chartsLink = chartsLink
    }

    /// The document's blocks as Markdown.
    func write(_ document: Document) -> String {
        write(document.blocks)
    }

    /// `blocks` as Markdown, each ending its last line, a blank line between each two.
    func write(_ blocks: [Block]) -> String {
        VisibleText.lines(blocks.map(block).joined(separator: "\n"))
    }

    private func block(_ block: Block) -> String {
        switch block {
        case .heading(let level, let text):
            String(repeating: "#", count: level) + " " + Self.cell(text) + "\n"
        case .paragraph(let text):
            Self.inline(text) + "\n"
        case .note(let text):
            "_" + Self.inline(text) + "_\n"
        case .list(let items):
            items.map { "- " + Self.inline($0) + "\n" }.joined()
        case .table(let table):
            self.table(table)
        case .group(let blocks):
            blocks.map(self.block).joined(separator: "\n")
        case .chart(let title, let fileName):
            "![\(title)](\(chartsLink)/\(fileName))\n"
        }
    }

    /// A table with its alignment row; a table without rows reads `_None._`.
    private func table(_ table: Table) -> String {
        guard !table.rows.isEmpty else { return block(.paragraph("\(emphasis: "None.")")) }
        func row(_ cells: [Inline]) -> String {
            "| " + cells.map(Self.cell).joined(separator: " | ") + " |\n"
        }
        let alignments = table.alignments.map { $0 == .right ? " ---: |" : " --- |" }
        return row(table.header) + "|" + alignments.joined() + "\n" + table.rowsMarkingDepth.map(row).joined()
    }

    /// `text` as Markdown.
    static func inline(_ text: Inline) -> String {
        text.runs.map { run in
            switch run {
            case .text(let text): text
            case .code(let code): Self.code(code)
            case .strong(let text): "**" + inline(text) + "**"
            case .emphasis(let text): "_" + inline(text) + "_"
            case .link(let text, let target): "[" + inline(text) + "](" + target + ")"
            case .change(let text, _), .aside(let text), .alert(let text): inline(text)
            case .bar: ""
            }
        }.joined()
    }

    /// `text` for a table cell or a heading, which stay on one line: its bars escaped, and every control
    /// character, the line break too, made visible (see `VisibleText.of`).
    private static func cell(_ text: Inline) -> String {
        VisibleText.of(inline(text)).replacing("|", with: "\\|")
    }

    /// `code` as a code span, fenced with enough backticks for those inside it.
    private static func code(_ code: String) -> String {
        var fence = "`"
        while code.contains(fence) {
            fence += "`"
        }
        let padding = code.hasPrefix("`") || code.hasSuffix("`") ? " " : ""
        return fence + padding + code + padding + fence
    }
}
