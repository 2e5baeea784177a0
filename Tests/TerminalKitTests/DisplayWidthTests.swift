import Testing

@testable import TerminalKit

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII letters, digits and punctuation take one column each")
    func ascii() {
        #expect(DisplayWidth.of("Groceries 2024!") == 15)
        #expect(DisplayWidth.of(Character("a")) == 1)
    }

    @Test("B30 Hangul syllables and CJK ideographs take two columns")
    func hangulAndCJK() {
        #expect(DisplayWidth.of("한글") == 4)
        #expect(DisplayWidth.of("漢字") == 4)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("ＡＢ") == 4)
    }

    @Test("B30 emoji, ZWJ sequences, flags and VS16 sequences take two columns")
    func emoji() {
        #expect(DisplayWidth.of(Character("🍎")) == 2)
        #expect(DisplayWidth.of(Character("👨‍👩‍👧‍👦")) == 2)
        #expect(DisplayWidth.of(Character("🇰🇷")) == 2)
        #expect(DisplayWidth.of(Character("👍🏽")) == 2)
        #expect(DisplayWidth.of(Character("❤️")) == 2)
        #expect(DisplayWidth.of(Character("1️⃣")) == 2)
    }

    @Test("combining marks add no column; a lone zero-width character takes none")
    func zeroWidth() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(decomposed) == 1)
        #expect(DisplayWidth.of(Character("\u{200B}")) == 0)
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
    }

    @Test("the one-column list icons stay one column")
    func textPresentationSymbols() {
        #expect(DisplayWidth.of("✎⌂✉♫⚑✈☂✿⚙✦") == 10)
        #expect(DisplayWidth.of("…─│┌") == 4)
    }

    @Test("B31 truncating cuts to the width and ends with an ellipsis")
    func truncation() {
        #expect(DisplayWidth.truncate("Groceries", toWidth: 20) == "Groceries")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 9) == "Groceries")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 8) == "Groceri…")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 0) == "")
    }

    @Test("B31 truncating wide text never overflows the width")
    func wideTruncation() {
        #expect(DisplayWidth.truncate("한글한글", toWidth: 6) == "한글…")
        #expect(DisplayWidth.truncate("한글한글", toWidth: 5) == "한글…")
        #expect(DisplayWidth.truncate("한글한글", toWidth: 4) == "한…")
        for width in 0...10 {
            #expect(DisplayWidth.of(DisplayWidth.truncate("a한b🍎c글", toWidth: width)) <= width)
        }
    }
}
