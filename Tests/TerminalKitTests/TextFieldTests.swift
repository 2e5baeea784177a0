import Testing

@testable import TerminalKit

@Suite("Text field")
@MainActor
struct TextFieldTests {
    private func type(_ text: String, into field: TextField) {
        for character in text {
            #expect(field.handle(.character(character)))
        }
    }

    private func draw(_ field: TextField, width: Int) -> Screen {
        var screen = Screen(size: Size(width: width, height: 1))
        field.draw(in: &screen, area: screen.bounds)
        return screen
    }

    @Test("B29 typing inserts at the cursor; left, right, home and end move it")
    func insertAndMove() {
        let field = TextField()
        type("Grcries", into: field)
        #expect(field.cursor == 7)
        _ = field.handle(.home)
        _ = field.handle(.right)
        _ = field.handle(.right)
        type("o", into: field)
        _ = field.handle(.right)
        type("e", into: field)
        #expect(field.text == "Groceries")
        #expect(field.cursor == 5)
        _ = field.handle(.end)
        #expect(field.cursor == 9)
        _ = field.handle(.right)
        #expect(field.cursor == 9)
        _ = field.handle(.home)
        _ = field.handle(.left)
        #expect(field.cursor == 0)
    }

    @Test("B29 backspace removes before the cursor, delete at it")
    func deleting() {
        let field = TextField(text: "abcd")
        #expect(field.handle(.backspace))
        #expect(field.text == "abc")
        _ = field.handle(.home)
        #expect(field.handle(.backspace))
        #expect(field.handle(.delete))
        #expect(field.text == "bc")
        _ = field.handle(.end)
        #expect(field.handle(.delete))
        #expect(field.text == "bc")
    }

    @Test("B29 ctrl-a and ctrl-e move to the ends; ctrl-u clears up to the cursor")
    func controlKeys() {
        let field = TextField(text: "hello world")
        _ = field.handle(.control("a"))
        #expect(field.cursor == 0)
        _ = field.handle(.control("e"))
        #expect(field.cursor == 11)
        for _ in 0..<5 { _ = field.handle(.left) }
        #expect(field.handle(.control("u")))
        #expect(field.text == "world")
        #expect(field.cursor == 0)
    }

    @Test("B29 Hangul, emoji and combined characters are edited as whole Characters")
    func unicodeEditing() {
        let field = TextField()
        type("한글🍎e\u{301}👨‍👩‍👧", into: field)
        #expect(field.cursor == 5)
        _ = field.handle(.backspace)
        _ = field.handle(.left)
        _ = field.handle(.backspace)
        #expect(field.text == "한글e\u{301}")
        #expect(field.cursor == 2)
    }

    @Test("B56 a combining mark typed first is kept and drawn on ◌; typed after a letter, it joins it")
    func combiningMarks() {
        let field = TextField()
        type("\u{301}ab", into: field)
        #expect(field.text == "\u{301}ab")
        #expect(draw(field, width: 6).lines == ["\u{25CC}\u{301}ab"])
        _ = field.handle(.left)
        #expect(field.handle(.character("\u{308}")))
        #expect(field.text == "\u{301}a\u{308}b")
        #expect(field.cursor == 2)
        #expect(draw(field, width: 6).lines == ["\u{25CC}\u{301}a\u{308}b"])
        _ = field.handle(.backspace)
        #expect(field.text == "\u{301}b")
    }

    @Test("enter, escape, tab, back-tab, up, down and ctrl-c are left to the owner")
    func ownersKeys() {
        let field = TextField()
        for key: Key in [.enter, .escape, .tab, .backTab, .up, .down, .pageUp, .control("c")] {
            #expect(!field.handle(key))
        }
        #expect(!field.handle(.character("\u{1B}")))
        #expect(field.text.isEmpty)
    }

    @Test("setting the text moves the cursor to the end")
    func settingText() {
        let field = TextField(text: "abc")
        _ = field.handle(.home)
        field.text = "Groceries"
        #expect(field.cursor == 9)
    }

    @Test("edits made with keys reach onTextChange; moves, refused keys and text set in code do not")
    func reportsUserEdits() {
        let field = TextField(text: "ab")
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        field.text = "set in code"
        for key: Key in [
            .character("c"), .left, .backspace, .delete, .home, .backspace, .control("u"), .enter,
        ] {
            _ = field.handle(key)
        }
        field.text = "xy"
        _ = field.handle(.control("u"))
        _ = field.handle(.end)
        _ = field.handle(.control("u"))
        #expect(reported == ["set in codec", "set in codc", "set in cod", ""])
    }

    @Test("input beyond maximumLength is ignored")
    func maximumLength() {
        let field = TextField()
        #expect(field.maximumLength == 1_000)
        field.maximumLength = 5
        type("abcdefgh", into: field)
        #expect(field.text == "abcde")
        field.text = String(repeating: "x", count: 50)
        #expect(field.text.count == 5)
        field.maximumLength = 3
        #expect(field.text == "xxx")
        #expect(field.cursor == 3)
    }

    @Test("a focused field reverses the cell under the cursor, a space at the end")
    func cursorCell() {
        let field = TextField(text: "ab")
        field.isFocused = true
        var screen = draw(field, width: 10)
        #expect(screen.plainText == "ab")
        #expect(screen[2, 0].style == .reverse)
        #expect(screen[1, 0].style == [])
        _ = field.handle(.home)
        screen = draw(field, width: 10)
        #expect(screen[0, 0].style == .reverse)
        field.isFocused = false
        screen = draw(field, width: 10)
        #expect(screen[0, 0].style == [])
    }

    @Test("B29 long text scrolls sideways to keep the cursor visible")
    func horizontalScrolling() {
        let field = TextField(text: "abcdefghijklmnop")
        field.isFocused = true
        #expect(draw(field, width: 6).plainText == "lmnop")
        _ = field.handle(.home)
        #expect(draw(field, width: 6).plainText == "abcdef")
        for _ in 0..<7 { _ = field.handle(.right) }
        #expect(draw(field, width: 6).plainText == "cdefgh")
        #expect(draw(field, width: 6)[5, 0].style == .reverse)
        _ = field.handle(.end)
        #expect(draw(field, width: 6).plainText == "lmnop")
        _ = field.handle(.backspace)
        #expect(draw(field, width: 6).plainText == "klmno")
    }

    @Test("B30 wide characters scroll by columns and the cursor covers both cells")
    func wideScrolling() {
        let field = TextField(text: "한글한글")
        field.isFocused = true
        #expect(draw(field, width: 5).plainText == "한글")
        _ = field.handle(.home)
        let screen = draw(field, width: 5)
        #expect(screen.plainText == "한글")
        #expect(screen[0, 0].style == .reverse)
        #expect(screen[1, 0].style == .reverse)
        #expect(screen[2, 0].style == [])
    }

    @Test("B32 control characters set as text are drawn visibly")
    func sanitised() {
        let field = TextField(text: "a\u{1B}b")
        #expect(draw(field, width: 10).plainText == "a␛b")
    }
}
