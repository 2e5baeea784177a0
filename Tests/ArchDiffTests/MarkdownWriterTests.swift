import Testing

@testable import ArchDiffReport

@Suite("Markdown writer")
struct MarkdownWriterTests {
    @Test("blocks are separated by one blank line, and the last ends its line")
    func blankLinesBetweenBlocks() {
        let text = MarkdownWriter().write([
            .heading(2, "Code"), .paragraph("One."), .list(["a", "b"]), .paragraph("Two."),
        ])
        #expect(text == "## Code\n\nOne.\n\n- a\n- b\n\nTwo.\n")
    }

    @Test("a table has its alignment row, and a bar in a cell or the header is escaped")
    func tableEscapesBars() {
        let table = Table(
            header: ["Name", "a|b"], alignments: [.left, .right],
            rows: [["x | y", "1"], ["\(code: "p || q")", "2"]])
        #expect(
            MarkdownWriter().write([.table(table)])
                == "| Name | a\\|b |\n| --- | ---: |\n| x \\| y | 1 |\n| `p \\|\\| q` | 2 |\n")
    }

    @Test("a table without rows reads None, in emphasis")
    func emptyTable() {
        let table = Table(header: ["Name"], alignments: [.left], rows: [[Inline]]())
        #expect(MarkdownWriter().write([.heading(3, "Layers"), .table(table)]) == "### Layers\n\n_None._\n")
    }

    @Test("inline runs: code spans fenced past the backticks inside, strong, emphasis and links")
    func inlineRuns() {
        let text: Inline = """
            Run \(code: "swift run") or \(code: "a `b`"), \(strong: "now"), \(emphasis: "maybe"), see \
            \(link: "MVC", to: "architectures/mvc.md").
            """
        #expect(
            MarkdownWriter().write([.paragraph(text)])
                == "Run `swift run` or `` a `b` ``, **now**, _maybe_, see [MVC](architectures/mvc.md).\n")
    }

    @Test(
        "control characters are made visible: in a paragraph every one but the line break, in a heading all")
    func controlCharacters() {
        let name = "a\u{1B}[2J\nb"
        #expect(
            MarkdownWriter().write([.heading(2, "\(name)"), .paragraph("\(name)")])
                == "## a␛[2J␊b\n\na␛[2J\nb\n")
    }

    @Test("a note is an emphasised paragraph")
    func note() {
        #expect(
            MarkdownWriter().write([.paragraph("Figures."), .note("Measured on \(code: "abc1234").")])
                == "Figures.\n\n_Measured on `abc1234`._\n")
    }

    @Test("a change is written as its text, whichever way it goes")
    func change() {
        #expect(
            MarkdownWriter().write([
                .paragraph("\(change: "+3", .increase), \(change: "-1", .decrease), \(change: "0", nil)")
            ])
                == "+3, -1, 0\n")
    }

    @Test("a chart is an image linked in the charts folder")
    func chartLink() {
        #expect(
            MarkdownWriter(chartsLink: "r-charts").write([.chart(title: "Code lines", fileName: "code.svg")])
                == "![Code lines](r-charts/code.svg)\n")
    }

    @Test("a group is its blocks; a deeper row is marked with a dot per level; bars are left out")
    func groupsRowsAndBars() {
        let table = Table(
            header: ["Figure", "A"], alignments: [.left, .right],
            rows: [["Files", "\(2)\(bar: 2, of: 4)"], ["tests", "1"], ["unit", "1"]], depths: [0, 1, 2])
        #expect(
            MarkdownWriter().write([
                .heading(2, "S"), .group([.table(table), .list(["\(alert: "a") \(aside: "b")"])]),
            ])
                == "## S\n\n| Figure | A |\n| --- | ---: |\n| Files | 2 |\n| · tests | 1 |\n| · · unit | 1 |\n\n- a b\n"
        )
    }
}
