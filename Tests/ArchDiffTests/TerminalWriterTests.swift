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
        #expect(text == "archdiff\nrun\nmachine\n\nSection\nName\na\n\nEnd.\n\n- x\n- y\n")
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

    @Test("a table without rows reads none; control characters are made visible")
    func emptyTableAndControlCharacters() {
        let empty = Table(header: ["Name"], alignments: [.left], rows: [[Inline]]())
        #expect(
            TerminalWriter().write([.table(empty), .paragraph("a\u{1B}[2Jb")]) == "none\n\na␛[2Jb\n")
    }
}
