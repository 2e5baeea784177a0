/// Writes a document as one self-contained HTML page: inline CSS, charts as inline SVG, no external
/// resources, links shown as their text (the files they lead to are not beside the page).
///
/// It reads on a phone: tables scroll sideways inside the page with their first column kept in view, and
/// charts given in a `wide` and a `narrow` version show the one that fits the screen.
struct HTMLWriter {
    /// The inline `<svg>` markup of each chart, by its file name.
    var charts: [String: String]

    /// The document as a page.
    func write(_ document: Document) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XMLText.escaped(document.title))</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        <main>
        \(document.blocks.map(block).joined())</main>
        </body>
        </html>

        """
    }

    private func block(_ block: Block) -> String {
        switch block {
        case .heading(let level, let text):
            let level = min(6, level)
            return "<h\(level)>" + Self.inline(text) + "</h\(level)>\n"
        case .paragraph(let text):
            return text.isEmpty ? "" : "<p>" + Self.inline(text) + "</p>\n"
        case .note(let text):
            return text.isEmpty ? "" : "<p><em>" + Self.inline(text) + "</em></p>\n"
        case .list(let items) where items.isEmpty:
            return ""
        case .list(let items):
            return "<ul>\n" + items.map { "<li>" + Self.inline($0) + "</li>\n" }.joined() + "</ul>\n"
        case .table(let table):
            return self.table(table)
        case .group(let blocks):
            return blocks.map(self.block).joined()
        case .chart(_, let fileName):
            return charts[fileName].map { "<figure>\n" + $0 + "</figure>\n" } ?? ""
        }
    }

    /// The table in an element that scrolls sideways; a table without rows reads `None.`
    private func table(_ table: Table) -> String {
        guard !table.rows.isEmpty else { return block(.paragraph("\(emphasis: "None.")")) }
        func cells(_ cells: [Inline], tag: String) -> String {
            cells.enumerated().map { index, cell in
                let number = table.alignments.indices.contains(index) && table.alignments[index] == .right
                return "<\(tag)\(number ? " class=\"number\"" : "")>" + Self.inline(cell) + "</\(tag)>"
            }.joined()
        }
        return "<div class=\"scroll\"><table>\n<thead><tr>" + cells(table.header, tag: "th")
            + "</tr></thead>\n<tbody>\n"
            + table.rowsMarkingDepth.map { "<tr>" + cells($0, tag: "td") + "</tr>\n" }.joined()
            + "</tbody>\n</table></div>\n"
    }

    /// `text` escaped, its markup as elements and its links as their text.
    static func inline(_ text: Inline) -> String {
        text.runs.map { run in
            switch run {
            case .text(let text): XMLText.escaped(text)
            case .code(let code): "<code>" + XMLText.escaped(code) + "</code>"
            case .strong(let text): "<strong>" + inline(text) + "</strong>"
            case .emphasis(let text): "<em>" + inline(text) + "</em>"
            case .link(let text, _), .change(let text, _), .aside(let text), .alert(let text): inline(text)
            case .bar: ""
            }
        }.joined()
    }

    static let style = """
        body { margin: 0; background: #FFFFFF; color: #1F1F1F; font: 16px/1.5 Helvetica, Arial, 'DejaVu Sans', sans-serif; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        main { max-width: 1080px; margin: 0 auto; padding: 24px 32px 64px; }
        h1 { font-size: 30px; line-height: 1.2; margin: 8px 0 16px; }
        h2 { font-size: 24px; line-height: 1.25; margin: 40px 0 12px; padding-bottom: 4px; border-bottom: 1px solid #D0D0D0; }
        h3 { font-size: 19px; margin: 28px 0 8px; }
        h4 { font-size: 16px; margin: 20px 0 6px; }
        p, li { overflow-wrap: break-word; }
        code { font: 14px Menlo, Consolas, 'DejaVu Sans Mono', monospace; background: #F2F2F2; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
        .scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; margin: 8px 0 16px; }
        table { border-collapse: collapse; font-size: 14px; }
        th, td { border: 1px solid #D0D0D0; padding: 4px 10px; vertical-align: top; }
        th { background: #F2F2F2; text-align: left; }
        td { background: #FFFFFF; }
        th:first-child, td:first-child { position: sticky; left: 0; }
        td code, th code { overflow-wrap: normal; white-space: nowrap; }
        tr:nth-child(even) td { background: #FAFAFA; }
        .number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td strong { background: #FFE8B0; padding: 0 4px; }
        td:first-child strong { background: none; padding: 0; }
        figure { margin: 16px 0 24px; }
        figure svg { display: block; max-width: 100%; height: auto; }
        figure .narrow { display: none; }
        @media (max-width: 640px) {
            figure .wide { display: none; }
            figure .narrow { display: block; }
            main { padding: 16px 14px 48px; }
            h1 { font-size: 24px; }
            h2 { font-size: 20px; margin-top: 32px; }
            h3 { font-size: 17px; }
            table { font-size: 13px; }
            th, td { padding: 3px 6px; }
        }
        """
}
