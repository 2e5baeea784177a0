import Testing

@testable import ArchDiffReport

@Suite("Terminal writer")
struct TerminalWriterTests {
    @Test(
        "a blank line separates blocks, but a note follows its block and a block follows its section heading")
    func spacing() {
        let table = Table(header: ["Name"], alignments: [.left], rows: [["a"]])
        let text = TerminalWriter().write([
            .heading(1, "archdiff"), .note("run"), .note("machine"), .heading(2, "Section"), .table(table),
            .paragraph("End."), .list(["x", "y"]),
        ])
        #expect(text == "archdiff\nrun\nmachine\n\nSection\nName\na\n\nEnd.\n\nx\ny\n")
    }

    @Test("the title is set off from the block after it")
    func titleThenTable() {
        let table = Table(header: ["Name"], alignments: [.left], rows: [["a"]])
        #expect(TerminalWriter().write([.heading(1, "archdiff"), .table(table)]) == "archdiff\n\nName\na\n")
    }

    @Test("headings and table headers are bold and notes dim in colour; markup is written as plain text")
    func styles() {
        let table = Table(
            header: ["Name", "n"], alignments: [.left, .right], rows: [["\(code: "a")", "10"]])
        let text = TerminalWriter(style: TerminalStyle(usesColor: true)).write([
            .heading(1, "\(strong: "Title")"), .note("run"), .table(table),
        ])
        #expect(
            text
                == "\u{1B}[1mTitle\u{1B}[0m\n\u{1B}[2mrun\u{1B}[0m\n\n\u{1B}[1mName\u{1B}[0m   \u{1B}[1mn\u{1B}[0m\n"
                + "a     10\n")
    }

    @Test("a table cell holding one change is coloured by its direction; elsewhere a change is plain text")
    func changes() {
        let table = Table(
            header: ["Δ"], alignments: [.right],
            rows: [["\(change: "+3", .increase)"], ["\(change: "-1", .decrease)"], ["\(change: "0", nil)"]])
        let text = TerminalWriter(style: TerminalStyle(usesColor: true)).write([
            .table(table), .paragraph("\(change: "+3", .increase)"),
        ])
        #expect(
            text
                == " \u{1B}[1mΔ\u{1B}[0m\n\u{1B}[33m+3\u{1B}[0m\n\u{1B}[32m-1\u{1B}[0m\n 0\n\n+3\n")
    }

    @Test("paragraphs wrap at the width, a percent sign stays with its number, a long word stays whole")
    func wrapping() {
        let text = TerminalWriter(width: 9).write([.paragraph("one two 5 % six extraordinarily x")])
        #expect(text == "one two\n5 % six\nextraordinarily\nx\n")
    }

    @Test("a table without rows reads none, or shows its header alone; control characters are made visible")
    func emptyTableAndControlCharacters() {
        let empty = Table(header: ["Name"], alignments: [.left], rows: [[Inline]]())
        #expect(
            TerminalWriter().write([.table(empty), .paragraph("a\u{1B}[2Jb")]) == "none\n\na␛[2Jb\n")
        var frame = empty
        frame.showsHeaderWithoutRows = true
        #expect(TerminalWriter().write([.table(frame)]) == "Name\n")
    }

    @Test("a group is set in two spaces, inside the styles, its blocks one after another; it follows a note")
    func groups() {
        let table = Table(header: [String](), alignments: [.left, .left], rows: [["MVC", "Views"]])
        let text = TerminalWriter(style: TerminalStyle(usesColor: true)).write([
            .heading(1, "Title"), .group([.note("how")]), .heading(2, "Section"),
            .group([.heading(3, "Layers"), .group([.table(table)]), .list(["a", "b"])]),
            .group([.paragraph("one two three")]),
        ])
        #expect(
            text
                == "\u{1B}[1mTitle\u{1B}[0m\n\u{1B}[2m  how\u{1B}[0m\n\n\u{1B}[1mSection\u{1B}[0m\n"
                + "\u{1B}[1m  Layers\u{1B}[0m\n    MVC  Views\n  a\n  b\n\n  one two three\n")
        #expect(
            TerminalWriter(width: 9).write([.group([.paragraph("one two three")])]) == "  one two\n  three\n")
    }

    @Test("list items are one a line, their changes, asides and alerts in colour")
    func listColours() {
        let text = TerminalWriter(style: TerminalStyle(usesColor: true)).write([
            .list(["at \(aside: "x.swift:3")", "\(alert: "gap") and \(change: "- a", .decrease)"])
        ])
        #expect(text == "at \u{1B}[2mx.swift:3\u{1B}[0m\n\u{1B}[33mgap\u{1B}[0m and \u{1B}[32m- a\u{1B}[0m\n")
    }

    @Test("a deeper row is set in and dimmed, a bar is drawn in a column of its own, an aside cell is dim")
    func rowsAndBars() {
        let table = Table(
            header: ["", "A", "B"], alignments: [.left, .right, .right],
            rows: [
                ["Commit", "\(aside: "abc")", "\(alert: "missing")"],
                ["Files", "\(2)\(bar: 2, of: 4)", "\(4)\(bar: 4, of: 4)"], ["tests", "1", "0"],
            ],
            depths: [0, 0, 1])
        #expect(
            TerminalWriter().write([.table(table)])
                == "           A                  B\nCommit   abc            missing\n"
                + "Files      2  ████            4  ████████\n  tests    1                  0\n")
        let colour = TerminalWriter(style: TerminalStyle(usesColor: true)).write([.table(table)])
        #expect(colour.contains("\u{1B}[2mabc\u{1B}[0m"))
        #expect(colour.contains("\u{1B}[33mmissing\u{1B}[0m"))
        #expect(colour.contains("\u{1B}[36m████    \u{1B}[0m"))
        #expect(colour.contains("\u{1B}[2m  tests\u{1B}[0m"))
    }

    @Test("a heading's aside is dimmed after it, the heading's indent inside its bold")
    func headingAside() {
        let text = TerminalWriter(style: TerminalStyle(usesColor: true)).write([
            .group([.heading(2, "Coupling\(aside: " (layer → layer)")")])
        ])
        #expect(text == "\u{1B}[1m  Coupling\u{1B}[0m\u{1B}[2m (layer → layer)\u{1B}[0m\n")
    }
}
