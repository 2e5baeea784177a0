import Testing

@testable import TerminalKit

@Suite("Terminal text sanitising")
struct TerminalTextTests {
    @Test("B32 C0 controls become control pictures and DEL becomes ␡")
    func controlPictures() {
        #expect(TerminalText.sanitize("a\u{1B}[2Jb") == "a␛[2Jb")
        #expect(TerminalText.sanitize("line\nbreak\ttab\r") == "line␊break␉tab␍")
        #expect(TerminalText.sanitize("\u{0}\u{7F}") == "␀␡")
    }

    @Test("B32 C1 controls, bidi overrides and isolates and line separators become �")
    func replacedScalars() {
        #expect(TerminalText.sanitize("a\u{9B}31m") == "a�31m")
        #expect(TerminalText.sanitize("\u{202E}evil\u{202C}") == "�evil�")
        #expect(TerminalText.sanitize("\u{2066}x\u{2069}") == "�x�")
        #expect(TerminalText.sanitize("a\u{2028}b\u{2029}") == "a�b�")
    }

    @Test("everything else is unchanged")
    func untouched() {
        let text = "Groceries 한글 🍎 e\u{301} 👨‍👩‍👧 ✎"
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test("B32 no escape byte reaches a screen cell")
    func screenNeverHoldsEscape() {
        var screen = Screen(size: Size(width: 20, height: 2))
        screen.put("\u{1B}]0;pwned\u{7}\u{1B}[31m", at: .zero)
        screen.fill(Rect(x: 0, y: 1, width: 5, height: 1), with: "\u{1B}")
        for y in 0..<2 {
            for x in 0..<20 {
                #expect(
                    !screen[x, y].grapheme.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
            }
        }
        #expect(screen.lines[0] == "␛]0;pwned␇␛[31m")
    }
}
