import Testing

@testable import TerminalKit

/// The multi-line text editor.
@Suite("Text area")
@MainActor
struct TextAreaTests {
    private func type(_ text: String, into area: TextArea) {
        for character in text {
            #expect(area.handle(character == "\n" ? .enter : .character(character)))
        }
    }

    private func draw(_ area: TextArea, width: Int, height: Int) -> Screen {
        var screen = Screen(size: Size(width: width, height: height))
        area.draw(in: &screen, area: screen.bounds)
        return screen
    }

    /// The column and row of the reversed cell, the cursor.
    private func cursorCell(in screen: Screen) -> [Point] {
        (0..<screen.size.height).flatMap { y in
            (0..<screen.size.width).compactMap { x in screen[x, y].style == .reverse ? Point(x: x, y: y) : nil
            }
        }
    }

    @Test("B64 typing inserts at the cursor and enter starts a new line")
    func typingAndEnter() {
        let area = TextArea()
        type("Ask about\nthe weekend", into: area)
        #expect(area.text == "Ask about\nthe weekend")
        #expect(area.cursor == 21)
        for _ in 0..<11 { _ = area.handle(.left) }
        #expect(area.handle(.enter))
        #expect(area.text == "Ask about\n\nthe weekend")
    }

    @Test("B64 backspace at a line's start and delete at its end join the lines")
    func joiningLines() {
        let area = TextArea(text: "one\ntwo")
        _ = area.handle(.home)
        #expect(area.handle(.backspace))
        #expect(area.text == "onetwo")
        #expect(area.cursor == 3)
        _ = area.handle(.enter)
        _ = area.handle(.left)
        #expect(area.handle(.delete))
        #expect(area.text == "onetwo")
    }

    @Test("B64 left and right move through line breaks; home and end go to the ends of the line")
    func horizontalMoves() {
        let area = TextArea(text: "ab\ncd\nef")
        _ = area.handle(.up)
        #expect(area.cursor == 5)
        _ = area.handle(.home)
        #expect(area.cursor == 3)
        _ = area.handle(.left)
        #expect(area.cursor == 2)
        _ = area.handle(.control("a"))
        #expect(area.cursor == 0)
        _ = area.handle(.control("e"))
        #expect(area.cursor == 2)
        _ = area.handle(.right)
        _ = area.handle(.end)
        #expect(area.cursor == 5)
    }

    @Test("B64 ctrl-u clears the line up to the cursor")
    func clearToLineStart() {
        let area = TextArea(text: "keep\nclear this")
        _ = area.handle(.left)
        #expect(area.handle(.control("u")))
        #expect(area.text == "keep\ns")
        #expect(area.cursor == 5)
    }

    @Test("B64 up and down move by a row and keep the column, stopping at the first and last rows")
    func verticalMoves() {
        let area = TextArea(text: "long line\nab\nanother line")
        _ = draw(area, width: 20, height: 5)
        _ = area.handle(.up)
        #expect(area.cursor == 12)
        _ = area.handle(.up)
        #expect(area.cursor == 9)
        _ = area.handle(.down)
        _ = area.handle(.down)
        #expect(area.cursor == 25)
        #expect(area.handle(.down))
        #expect(area.cursor == 25)
        _ = area.handle(.home)
        _ = area.handle(.right)
        _ = area.handle(.up)
        _ = area.handle(.up)
        #expect(area.cursor == 1)
        #expect(area.handle(.up))
        #expect(area.cursor == 1)
    }

    @Test("B64 B30 lines wrap at the width by columns, and up and down move through the wrapped rows")
    func wrapping() {
        let area = TextArea(text: "장보기 목록 abc")
        area.isFocused = true
        let screen = draw(area, width: 7, height: 3)
        #expect(screen.lines == ["장보기", "목록 ab", "c"])
        #expect(cursorCell(in: screen) == [Point(x: 1, y: 2)])
        _ = area.handle(.up)
        #expect(area.cursor == 4)
        _ = area.handle(.up)
        #expect(area.cursor == 0)
        _ = area.handle(.down)
        #expect(area.cursor == 4)
    }

    @Test("B64 moving up to a wrapped row past its end stays on that row, before its last character")
    func wrappedRowEnd() {
        let area = TextArea(text: "abcd가\nvwxyz")
        #expect(draw(area, width: 5, height: 4).lines == ["abcd", "가", "vwxyz", ""])
        _ = area.handle(.left)
        _ = area.handle(.up)
        #expect(area.cursor == 5)
        _ = area.handle(.up)
        #expect(area.cursor == 3)
        _ = area.handle(.down)
        #expect(area.cursor == 5)
    }

    @Test("B64 a line as wide as the area is followed by a row for the cursor")
    func fullLine() {
        let area = TextArea(text: "abcd\nef")
        area.isFocused = true
        _ = area.handle(.up)
        _ = area.handle(.end)
        let screen = draw(area, width: 4, height: 3)
        #expect(screen.lines == ["abcd", "", "ef"])
        #expect(cursorCell(in: screen) == [Point(x: 0, y: 1)])
        #expect(area.cursor == 4)
    }

    @Test("B64 the area scrolls to keep the cursor's row in view")
    func scrolling() {
        let area = TextArea(text: (1...6).map { "line \($0)" }.joined(separator: "\n"))
        area.isFocused = true
        var screen = draw(area, width: 10, height: 3)
        #expect(screen.lines == ["line 4", "line 5", "line 6"])
        #expect(cursorCell(in: screen) == [Point(x: 6, y: 2)])
        for _ in 0..<4 { _ = area.handle(.up) }
        screen = draw(area, width: 10, height: 3)
        #expect(screen.lines == ["line 2", "line 3", "line 4"])
        #expect(cursorCell(in: screen) == [Point(x: 6, y: 0)])
    }

    @Test("B64 unfocused, it shows no cursor")
    func unfocused() {
        let screen = draw(TextArea(text: "notes"), width: 10, height: 2)
        #expect(screen.lines == ["notes", ""])
        #expect(cursorCell(in: screen).isEmpty)
    }

    @Test("B32 text set in code is drawn sanitised and its carriage returns become line breaks")
    func sanitised() {
        let area = TextArea(text: "a\u{1B}[2Jb\r\nc\rd")
        #expect(area.text == "a\u{1B}[2Jb\nc\nd")
        #expect(draw(area, width: 10, height: 3).lines == ["a␛[2Jb", "c", "d"])
    }

    @Test("B64 it reports each change; tab, escape, ctrl-s, page keys and control characters are the owner's")
    func ownerKeys() {
        let area = TextArea()
        var changes: [String] = []
        area.onTextChange = { changes.append($0) }
        for key: Key in [.tab, .backTab, .escape, .control("s"), .pageUp, .pageDown, .character("\u{7}")] {
            #expect(!area.handle(key), "\(key)")
        }
        type("a\nb", into: area)
        _ = area.handle(.left)
        area.text = "set in code"
        #expect(changes == ["a", "a\n", "a\nb"])
    }

    @Test("B64 it holds at most maximumLength characters, line breaks included")
    func maximumLength() {
        let area = TextArea()
        area.maximumLength = 4
        type("ab\ncd", into: area)
        #expect(area.text == "ab\nc")
        area.text = "123456"
        #expect(area.text == "1234")
    }
}
