import SafeText
import Testing

@Suite("Visible text")
struct VisibleTextTests {
    @Test("B32 every C0 control becomes its control picture, DEL ␡, and C1, bidi and separators �")
    func controlsBecomeVisible() {
        #expect(VisibleText.of("a\u{1B}]0;pwned\u{7}b") == "a␛]0;pwned␇b")
        #expect(VisibleText.of("\u{0}\u{1F}\u{7F}") == "␀␟␡")
        #expect(VisibleText.of("\u{9B}31m\u{85}\u{202E}x\u{2066}\u{2028}") == "�31m��x��")
        for value in UInt32(0)...0x9F where value < 0x20 || value >= 0x7F {
            let text = VisibleText.of("a" + String(Unicode.Scalar(value)!) + "b")
            #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        }
    }

    @Test("B32 lines(_:) keeps the line break and only it; of(_:) shows it as ␊")
    func lineBreaks() {
        #expect(VisibleText.lines("one\ntwo\r\n\tthree\u{1B}[2J") == "one\ntwo␍\n␉three␛[2J")
        #expect(VisibleText.of("one\ntwo") == "one␊two")
    }

    @Test("B56 a combining mark with nothing to combine with is put on a dotted circle")
    func markWithoutBase() {
        #expect(VisibleText.of("\u{301}abc") == "\u{25CC}\u{301}abc")
        #expect(VisibleText.of("a\u{1B}\u{301}") == "a␛\u{25CC}\u{301}")
        #expect(VisibleText.lines("x\n\u{308}y") == "x\n\u{25CC}\u{308}y")
        #expect(VisibleText.of("\u{903}") == "\u{25CC}\u{903}")
    }

    @Test("text with nothing to show differently is kept as it is, and showing twice changes nothing")
    func untouchedAndIdempotent() {
        let text = "Groceries 한글 🍎 e\u{301} कि 👨‍👩‍👧 ✎ ␛"
        #expect(VisibleText.of(text) == text)
        let hostile = "\u{301}\u{1B}[2J\u{301}\u{9B}\n\u{20E3}"
        #expect(VisibleText.of(VisibleText.of(hostile)) == VisibleText.of(hostile))
        #expect(VisibleText.lines(VisibleText.lines(hostile)) == VisibleText.lines(hostile))
    }
}
