import Testing

@testable import TerminalKit

@Suite("Screen")
struct ScreenTests {
    @Test("a new screen is blank")
    func blank() {
        let screen = Screen(size: Size(width: 3, height: 2))
        #expect(screen[0, 0] == .blank)
        #expect(screen.plainText == "\n")
        #expect(screen.lines == ["", ""])
    }

    @Test("B49 a screen is never larger than 1000x1000, whatever size it is asked for")
    func boundedSize() {
        #expect(Screen(size: Size(width: 99_999, height: 99_999)).size == Screen.maximumSize)
        #expect(Screen(size: Size(width: 1, height: 2_000_000_000)).size == Size(width: 1, height: 1000))
        #expect(Screen(size: Size(width: -3, height: 30_000)).size == Size(width: 0, height: 1000))
        #expect(Screen(size: Size(width: 1000, height: 1000)).size == Size(width: 1000, height: 1000))
    }

    @Test("B56 a combining mark with no base is drawn on ◌ in a cell of its own; widths agree with the text")
    func markWithoutBase() {
        var screen = Screen(size: Size(width: 8, height: 1))
        #expect(screen.put("\u{301}abc", at: Point(x: 0, y: 0)) == 4)
        #expect(screen[0, 0].grapheme == "\u{25CC}\u{301}")
        #expect(screen.lines == ["\u{25CC}\u{301}abc"])
        #expect(DisplayWidth.of(TerminalText.sanitize("\u{301}abc")) == 4)
        #expect(DisplayWidth.of("\u{301}abc") == 3)
    }

    @Test("B56 a cluster three columns wide takes three cells, and overwriting its middle blanks the rest")
    func threeColumnCluster() {
        var screen = Screen(size: Size(width: 6, height: 1))
        let cluster = "\u{915}\u{93F}\u{940}"
        #expect(screen.put("a" + cluster + "b", at: Point(x: 0, y: 0)) == 5)
        #expect(screen[1, 0].grapheme == cluster)
        #expect(screen[2, 0].isContinuation && screen[3, 0].isContinuation)
        #expect(screen[4, 0].grapheme == "b")
        screen.put("x", at: Point(x: 2, y: 0))
        #expect(screen.lines == ["a x b"])
    }

    @Test("put writes text with its style and returns the columns written")
    func put() {
        var screen = Screen(size: Size(width: 10, height: 1))
        let written = screen.put("ab", at: Point(x: 2, y: 0), style: .bold)
        #expect(written == 2)
        #expect(screen[2, 0] == Cell(grapheme: "a", style: .bold))
        #expect(screen[4, 0] == .blank)
        #expect(screen.plainText == "  ab")
    }

    @Test("put clips to the screen edge and to maxWidth")
    func clipping() {
        var screen = Screen(size: Size(width: 5, height: 2))
        #expect(screen.put("abcdefgh", at: Point(x: 2, y: 0)) == 3)
        #expect(screen.put("abcdefgh", at: Point(x: 0, y: 1), maxWidth: 2) == 2)
        #expect(screen.put("x", at: Point(x: 0, y: 5)) == 0)
        #expect(screen.put("xyz", at: Point(x: -1, y: 0)) == 2)
        #expect(screen.lines == ["yzabc", "ab"])
    }

    @Test("B30 a wide character takes its cell and a continuation cell")
    func wideCells() {
        var screen = Screen(size: Size(width: 6, height: 1))
        #expect(screen.put("한a", at: .zero) == 3)
        #expect(screen[0, 0].grapheme == "한")
        #expect(screen[1, 0].grapheme == "")
        #expect(screen[2, 0].grapheme == "a")
        #expect(screen.plainText == "한a")
    }

    @Test("B30 a wide character that would not fit becomes a space")
    func wideAtEdge() {
        var screen = Screen(size: Size(width: 3, height: 2))
        #expect(screen.put("a한", at: .zero, maxWidth: 2) == 2)
        #expect(screen[1, 0] == .blank)
        #expect(screen.put("ab🍎", at: Point(x: 0, y: 1)) == 3)
        #expect(screen[2, 1].grapheme == " ")
    }

    @Test("overwriting either half of a wide character blanks the other half")
    func brokenWideCharacters() {
        var screen = Screen(size: Size(width: 6, height: 1))
        screen.put("한글", at: .zero)
        screen.put("x", at: Point(x: 1, y: 0))
        #expect(screen.lines == [" x글"])
        screen.put("y", at: Point(x: 2, y: 0))
        #expect(screen.lines == [" xy"])
        #expect(screen[3, 0].grapheme == " ")

        screen.put("🍎🍎", at: .zero)
        screen.put("漢", at: Point(x: 1, y: 0))
        #expect(screen.lines == [" 漢"])
        #expect((0..<6).map { screen[$0, 0].grapheme } == [" ", "漢", "", " ", " ", " "])
    }

    @Test("fill and setStyle clip to the screen; setStyle adds to existing styles")
    func fillAndStyle() {
        var screen = Screen(size: Size(width: 4, height: 2))
        screen.put("ab", at: .zero, style: .bold)
        screen.fill(Rect(x: 2, y: 0, width: 10, height: 10), with: "─")
        screen.setStyle(.reverse, in: Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(screen.lines == ["ab──", "  ──"])
        #expect(screen[1, 0].style == [.bold, .reverse])
        #expect(screen[2, 0].style == .reverse)
        screen.fill(Rect(x: 0, y: 1, width: 1, height: 1), with: "한")
        #expect(screen[0, 1] == .blank)
    }

    @Test("plainText drops trailing spaces and joins rows with newlines")
    func plainText() {
        var screen = Screen(size: Size(width: 8, height: 3))
        screen.put("top  ", at: .zero)
        screen.put("end", at: Point(x: 5, y: 2))
        #expect(screen.plainText == "top\n\n     end")
    }

    @Test("put(truncating:) cuts with an ellipsis")
    func truncatingPut() {
        var screen = Screen(size: Size(width: 10, height: 1))
        screen.put(truncating: "Groceries and more", at: .zero, width: 8)
        #expect(screen.plainText == "Groceri…")
    }
}
