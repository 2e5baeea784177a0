import ArchDiffSuites
import Foundation

/// Turns the Markdown that archdiff writes into one self-contained HTML page: inline CSS, charts as
/// inline SVG, no external resources.
///
/// It understands the subset archdiff produces: `#` headings, paragraphs, `- ` lists, tables with an
/// alignment row, image lines `![title](link)` (replaced by the SVG given for the link), code spans,
/// `**bold**`, `_emphasis_` and links `[text](target)` (shown as their text). It reads on a phone: tables scroll sideways inside the page with their
/// first column kept in view, and charts given in a `wide` and a `narrow` version show the one that fits
/// the screen.
struct HTMLPage {
    /// The page title.
    var title: String
    /// Inline `<svg>` elements by the image link the Markdown uses for them.
    var images: [String: String]

    /// The page for `markdown`.
    func render(_ markdown: String) -> String {
        var body = ""
        var paragraph: [String] = []
        var list: [String] = []
        var table: [String] = []
        func flush() {
            if !paragraph.isEmpty {
                body += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
                paragraph = []
            }
            if !list.isEmpty {
                body += "<ul>\n" + list.map { "<li>" + inline($0) + "</li>\n" }.joined() + "</ul>\n"
                list = []
            }
            if !table.isEmpty {
                body += render(table: table)
                table = []
            }
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("|") {
                if table.isEmpty { flush() }
                table.append(line)
            } else if line.hasPrefix("- ") {
                if list.isEmpty { flush() }
                list.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("#") {
                flush()
                let level = min(6, line.prefix { $0 == "#" }.count)
                let text = line.drop { $0 == "#" }.drop { $0 == " " }
                body += "<h\(level)>" + inline(String(text)) + "</h\(level)>\n"
            } else if line.hasPrefix("!["), let image = image(in: line) {
                flush()
                body += "<figure>\n" + image + "</figure>\n"
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
            } else {
                if !list.isEmpty || !table.isEmpty { flush() }
                paragraph.append(line)
            }
        }
        flush()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escaped(title))</title>
            <style>
            \(HTMLWriter.style)
            </style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    private func image(in line: String) -> String? {
        guard let open = line.firstIndex(of: "("), line.hasSuffix(")") else { return nil }
        let link = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        return images[link]
    }

    private func render(table lines: [String]) -> String {
        let rows = lines.map(BehaviourCatalogue.cells(ofRow:))
        guard rows.count >= 2 else { return "" }
        let alignments = rows[1].map { $0.hasSuffix(":") }
        var output = "<div class=\"scroll\"><table>\n<thead><tr>"
        for (index, cell) in rows[0].enumerated() {
            output += "<th\(alignment(alignments, index))>" + inline(cell) + "</th>"
        }
        output += "</tr></thead>\n<tbody>\n"
        for row in rows.dropFirst(2) {
            output += "<tr>"
            for (index, cell) in row.enumerated() {
                output += "<td\(alignment(alignments, index))>" + inline(cell) + "</td>"
            }
            output += "</tr>\n"
        }
        return output + "</tbody>\n</table></div>\n"
    }

    private func alignment(_ alignments: [Bool], _ index: Int) -> String {
        index < alignments.count && alignments[index] ? " class=\"number\"" : ""
    }

    /// Escapes `text` and turns code spans, `**bold**` and `_emphasis_` into elements.
    private func inline(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let tick = rest.firstIndex(of: "`") {
            let afterTick = rest.index(after: tick)
            guard let close = rest[afterTick...].firstIndex(of: "`") else { break }
            output += emphasis(String(rest[..<tick]))
            output += "<code>" + XMLText.escaped(String(rest[afterTick..<close])) + "</code>"
            rest = rest[rest.index(after: close)...]
        }
        return output + emphasis(String(rest))
    }

    /// Escapes `text`, keeps only the text of its links (the page stands alone, so the files they point
    /// to are not beside it) and turns `**bold**` and `_emphasis_` into elements.
    private func emphasis(_ text: String) -> String {
        var output = XMLText.escaped(text.replacing(/\[([^\]\n]+)\]\([^)\s]+\)/) { String($0.output.1) })
        output = replacingPairs(of: "**", in: output, with: "strong")
        return replacingPairs(of: "_", in: output, with: "em", atWordBoundaries: true)
    }

    private func replacingPairs(
        of marker: String, in text: String, with element: String, atWordBoundaries: Bool = false
    )
        -> String
    {
        var output = ""
        var rest = Substring(text)
        while let open = rest.range(of: marker),
            !atWordBoundaries || open.lowerBound == rest.startIndex
                || rest[rest.index(before: open.lowerBound)] == " ",
            let close = rest[open.upperBound...].range(of: marker), close.lowerBound > open.upperBound
        {
            output +=
                rest[..<open.lowerBound] + "<\(element)>" + rest[open.upperBound..<close.lowerBound]
                + "</\(element)>"
            rest = rest[close.upperBound...]
        }
        return output + rest
    }
}
