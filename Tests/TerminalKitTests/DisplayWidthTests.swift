import Foundation
import TestSupport
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

    @Test("B56 every Unicode scalar has the width the Unicode Character Database gives it")
    func everyScalar() throws {
        let text = try String(
            contentsOf: Repository.url("Tests/TestData/display-widths.txt"), encoding: .utf8)
        var checked = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(whereSeparator: { $0 == "." || $0 == " " })
            let first = try #require(UInt32(fields[0], radix: 16))
            let last = try #require(UInt32(fields[1], radix: 16))
            let width = try #require(Int(fields[2]))
            for value in first...last {
                let scalar = try #require(Unicode.Scalar(value))
                if DisplayWidth.of(Character(scalar)) != width || DisplayWidth.of(scalar) != width {
                    mismatches.append(String(value, radix: 16))
                }
                checked += 1
            }
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(mismatches.prefix(20) == [], "\(mismatches.count) scalars differ")
    }

    @Test("B56 the tables are from Unicode 16 or later: its new wide characters take two columns")
    func unicode16() {
        #expect(DisplayWidth.unicodeVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0 >= 16)
        #expect(DisplayWidth.of(Character("\u{1FAE9}")) == 2)
        #expect(DisplayWidth.of(Character("\u{1FA89}")) == 2)
        #expect(DisplayWidth.of(Character("\u{31E4}")) == 2)
    }

    @Test("B56 text-style symbols in the emoji blocks take one column, and two with VS16")
    func textStyleSymbols() {
        for scalar in ["\u{1F321}", "\u{1F324}", "\u{1F336}", "\u{1F37D}", "\u{1F6E0}", "\u{263A}"] {
            #expect(DisplayWidth.of(Character(scalar)) == 1, "\(scalar)")
            #expect(DisplayWidth.of(Character(scalar + "\u{FE0F}")) == 2, "\(scalar) with VS16")
        }
    }

    @Test("B56 clusters with spacing marks take the columns terminals draw")
    func spacingMarks() {
        let cases: [(String, Int)] = [
            ("\u{915}\u{93F}", 2),  // Devanagari ka + vowel sign i
            ("\u{E01}\u{E33}", 2),  // Thai ko kai + sara am
            ("\u{E01}\u{E31}", 1),  // Thai ko kai + mai han-akat, a nonspacing mark
            ("\u{FF76}\u{FF9E}", 2),  // halfwidth katakana ka + voiced sound mark
            ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul jamo that make one syllable
            ("e\u{301}", 1),
            ("\u{261D}\u{1F3FD}", 2),  // text-style emoji with a skin tone
            ("#\u{FE0F}\u{20E3}", 2),  // keycap
        ]
        for (text, width) in cases {
            #expect(text.count == 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(
                DisplayWidth.of(Character(text)) == width,
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(DisplayWidth.of("กำไร") == 4)
    }
}
