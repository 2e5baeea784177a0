import Testing

@testable import ArchDiffReport

@Suite("HTML writer")
struct HTMLWriterTests {
    /// The page's body: what `main` holds.
    private static func body(_ blocks: [Block], charts: [String: String] = [:]) throws -> Substring {
        let page = HTMLWriter(charts: charts).write(Document(title: "T", blocks: blocks))
        let start = try #require(page.range(of: "<main>\n")).upperBound
        let end = try #require(page.range(of: "</main>")).lowerBound
        return page[start..<end]
    }

    @Test("the page is titled, escaped, and holds its style inline")
    func page() {
        let page = HTMLWriter(charts: [:]).write(Document(title: "A & B", blocks: []))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"))
        #expect(page.contains("<title>A &amp; B</title>\n<style>\nbody { margin: 0;"))
        #expect(page.hasSuffix("<main>\n</main>\n</body>\n</html>\n"))
    }

    @Test("inline code is escaped inside its element, and strong and emphasis are elements")
    func inlineMarkup() throws {
        let text: Inline = "If \(code: "a < b && c") then \(strong: "x > y") or \(emphasis: "'z'")."
        #expect(
            try Self.body([.paragraph(text)])
                == "<p>If <code>a &lt; b &amp;&amp; c</code> then <strong>x &gt; y</strong> or "
                + "<em>&#39;z&#39;</em>.</p>\n")
    }

    @Test("a link is shown as its text: the page stands alone, without the files it would lead to")
    func linkAsText() throws {
        #expect(
            try Self.body([.paragraph("Compare with \(link: "MVC", to: "architectures/mvc.md").")])
                == "<p>Compare with MVC.</p>\n")
    }

    @Test("headings, lists and a table that scrolls, its number columns marked; no rows reads None")
    func blocks() throws {
        let table = Table(header: ["Name", "Lines"], alignments: [.left, .right], rows: [["a|b", "1,024"]])
        let empty = Table(header: ["Name"], alignments: [.left], rows: [[Inline]]())
        #expect(
            try Self.body([.heading(2, "Code"), .list(["one", "two"]), .table(table), .table(empty)])
                == "<h2>Code</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n"
                + "<div class=\"scroll\"><table>\n<thead><tr><th>Name</th><th class=\"number\">Lines</th>"
                + "</tr></thead>\n<tbody>\n<tr><td>a|b</td><td class=\"number\">1,024</td></tr>\n</tbody>\n"
                + "</table></div>\n<p><em>None.</em></p>\n")
    }

    @Test("an empty paragraph or list shows nothing, as a blank line in Markdown does")
    func emptyBlocks() throws {
        #expect(try Self.body([.paragraph(""), .list([]), .paragraph("a")]) == "<p>a</p>\n")
    }

    @Test("a note is an emphasised paragraph, and an empty one shows nothing")
    func note() throws {
        #expect(
            try Self.body([.note("Measured on \(code: "abc1234")."), .note("")])
                == "<p><em>Measured on <code>abc1234</code>.</em></p>\n")
    }

    @Test("a change is written as its text, escaped")
    func change() throws {
        #expect(
            try Self.body([.paragraph("\(change: "<3", .increase) \(change: "-1", .decrease)")])
                == "<p>&lt;3 -1</p>\n")
    }

    @Test("a chart is its inline SVG in a figure")
    func chartInline() throws {
        #expect(
            try Self.body(
                [.chart(title: "Code", fileName: "code.svg")], charts: ["code.svg": "<svg></svg>\n"])
                == "<figure>\n<svg></svg>\n</figure>\n")
    }

    @Test("control characters are made visible, line breaks kept")
    func controlCharacters() throws {
        #expect(try Self.body([.paragraph("a\u{1B}[2J\u{9B}b")]) == "<p>a␛[2J�b</p>\n")
    }

    @Test("a group is its blocks; a deeper row is marked with a dot per level; bars are left out")
    func groupsRowsAndBars() throws {
        let table = Table(
            header: ["Figure"], alignments: [.left],
            rows: [["\(alert: "a")\(bar: 1, of: 2)"], ["\(aside: "b")"]],
            depths: [0, 1])
        #expect(
            try Self.body([.group([.table(table)])])
                == "<div class=\"scroll\"><table>\n<thead><tr><th>Figure</th></tr></thead>\n<tbody>\n"
                + "<tr><td>a</td></tr>\n<tr><td>· b</td></tr>\n</tbody>\n</table></div>\n")
    }
}
