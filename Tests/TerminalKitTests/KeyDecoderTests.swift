import SeededRandom
import TestSupport
import Testing

@testable import TerminalKit

@Suite("Key decoder")
struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test("printable ASCII and space decode as characters")
    func ascii() {
        #expect(decode("a ?") == [.character("a"), .character(" "), .character("?")])
    }

    @Test("enter, tab, backspace and control bytes")
    func controlBytes() {
        var decoder = KeyDecoder()
        let keys = decoder.decode([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x01, 0x15, 0x00, 0x1F])
        #expect(
            keys == [
                .enter, .enter, .tab, .backspace, .backspace, .control("c"), .control("a"), .control("u"),
                .control("@"), .control("_"),
            ])
    }

    @Test("arrows, home, end, page keys, delete and back-tab in CSI and SS3 forms")
    func sequences() {
        let cases: [(String, Key)] = [
            ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
            ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
            ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left), ("\u{1B}[3;5~", .delete),
        ]
        for (input, key) in cases {
            #expect(decode(input) == [key], "\(input.debugDescription)")
        }
    }

    @Test("unknown sequences are consumed whole and dropped")
    func unknownSequences() {
        #expect(decode("\u{1B}[2~a") == [.character("a")])
        #expect(decode("\u{1B}[15~\u{1B}[<0;3;4Mb") == [.character("b")])
        #expect(decode("\u{1B}OPc") == [.character("c")])
        #expect(decode("\u{1B}[?1;2c") == [])
    }

    @Test("B55 rxvt's shifted keys end at their $ and never swallow the next key")
    func rxvtShiftedKeys() {
        #expect(decode("\u{1B}[3$a") == [.delete, .character("a")])
        #expect(
            decode("\u{1B}[7$\u{1B}[8$\u{1B}[5$\u{1B}[6$q") == [
                .home, .end, .pageUp, .pageDown, .character("q"),
            ])
        #expect(decode("\u{1B}[2$x") == [.character("x")])
        #expect(decode("\u{1B}[3^\u{1B}[7@\u{1B}[a\u{1B}Od") == [.delete, .home, .up, .left])
    }

    @Test("B55 the Linux console's F1-F5 (ESC [[A to ESC [[E) never type letters, also when cut")
    func linuxConsoleFunctionKeys() {
        #expect(decode("\u{1B}[[A\u{1B}[[B\u{1B}[[C\u{1B}[[D\u{1B}[[Ez") == [.character("z")])
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[[".utf8)) == [])
        #expect(decoder.decode(Array("Ay".utf8)) == [.character("y")])
    }

    @Test("B55 ESC tab is shift-tab, and keypad enter is enter")
    func linuxBackTabAndKeypadEnter() {
        #expect(decode("\u{1B}\t\u{1B}OM") == [.backTab, .enter])
    }

    @Test("B55 an overlong sequence is dropped whole, however it is cut, without keeping it")
    func overlongSequence() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 60) + "5~"
        #expect(decode(long + "ok") == [.character("o"), .character("k")])
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in Array((long + "ok").utf8) {
            keys += decoder.decode([byte])
        }
        #expect(keys == [.character("o"), .character("k")])
    }

    @Test("B55 a mouse report is dropped whole, its three bytes too")
    func mouseReport() {
        #expect(decode("\u{1B}[M !!x") == [.character("x")])
    }

    @Test("a lone ESC waits for flush, then is the escape key")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
    }

    @Test("ESC followed by a byte that cannot continue a sequence is the escape key")
    func escapeThenKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}x".utf8)) == [.escape, .character("x")])
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode(Array("\u{1B}O\u{7F}".utf8)) == [.escape, .character("O"), .backspace])
    }

    @Test("a sequence split across reads decodes once it is complete")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("5".utf8)) == [])
        #expect(decoder.decode(Array("~x".utf8)) == [.pageUp, .character("x")])
    }

    @Test("a partial sequence is dropped at flush")
    func partialSequenceDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("A".utf8)) == [.character("A")])
    }

    @Test("B29 UTF-8 text decodes into Characters, also when split across reads")
    func utf8() {
        #expect(decode("한글🍎") == [.character("한"), .character("글"), .character("🍎")])
        var decoder = KeyDecoder()
        let bytes = Array("a한🍎".utf8)
        var keys: [Key] = []
        for byte in bytes {
            keys += decoder.decode([byte])
        }
        #expect(keys == [.character("a"), .character("한"), .character("🍎")])
    }

    @Test("scalars that arrive together combine into one grapheme cluster")
    func graphemeClusters() {
        #expect(decode("e\u{301}") == [.character("e\u{301}")])
        #expect(decode("👨‍👩‍👧") == [.character("👨‍👩‍👧")])
        #expect(decode("🇰🇷") == [.character("🇰🇷")])
    }

    @Test("B48 invalid UTF-8 bytes are dropped without replacement characters")
    func invalidUTF8() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode([0x61, 0xFF, 0x62, 0xC0, 0xAF, 0x63]) == [
                .character("a"), .character("b"), .character("c"),
            ])
        #expect(decoder.decode([0xED, 0xA0, 0x80, 0x64]) == [.character("d")])
        #expect(decoder.decode([0xE2, 0x82, 0x65]) == [.character("e")])
        #expect(decoder.decode([0xF0, 0x9F]) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.decode([0xC2, 0x9B, 0x66]) == [.character("f")])
    }

    @Test("bracketed paste yields its text without control bytes")
    func bracketedPaste() {
        let keys = decode("\u{1B}[200~a\tb\r\nc\u{1B}[31m한\u{1B}[201~x")
        #expect(keys == "abc[31m한x".map(Key.character))
        #expect(decode("\u{1B}[200~one\ntwo\u{1B}[201~") == "onetwo".map(Key.character))
    }

    @Test("a paste end marker split across reads still ends the paste")
    func splitPasteEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~hi\u{1B}[2".utf8)) == [.character("h"), .character("i")])
        #expect(decoder.decode(Array("01~\r".utf8)) == [.enter])
    }

    @Test("B48 thousands of random byte streams never crash and never decode control characters")
    func randomStreams() {
        var generator = SplitMix64(seed: 0x5EED)
        let interesting: [UInt8] = [
            0x1B, 0x5B, 0x4F, 0x7E, 0x32, 0x30, 0x31, 0x3B, 0x0D, 0x7F, 0xC3, 0xED, 0xF0, 0x9F,
        ]
        for _ in 0..<3_000 {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let count = Int.random(in: 0...24, using: &generator)
                let chunk = (0..<count).map { _ in
                    Bool.random(using: &generator)
                        ? interesting.randomElement(using: &generator)!
                        : UInt8.random(in: 0...255, using: &generator)
                }
                keys += decoder.decode(chunk)
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    keys += decoder.flush()
                }
            }
            keys += decoder.flush()
            for case .character(let character) in keys {
                #expect(!character.unicodeScalars.contains { $0.properties.generalCategory == .control })
            }
        }
    }
}
