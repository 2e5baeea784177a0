import Testing

@testable import TerminalKit

/// Keys in the kitty keyboard protocol's form (`ESC [ code ; modifiers u`), which kitty, foot, WezTerm,
/// Ghostty and tmux send when a program (or one before it) asked for it, and in xterm's modifyOtherKeys
/// form (`ESC [ 27 ; modifiers ; code ~`), which xterm and tmux send for chords.
@Suite("Key decoder: extended key forms")
struct ExtendedKeyTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test(
        "B54 B55 ctrl-c in CSI u form is ctrl-c: with lock keys, as a press or a repeat, with alternate keys",
        arguments: [
            "\u{1B}[99;5u", "\u{1B}[99;5:1u", "\u{1B}[99;5:2u", "\u{1B}[99;69u", "\u{1B}[99;133u",
            "\u{1B}[99;197:1u", "\u{1B}[99:67;6u", "\u{1B}[99::99;5u", "\u{1B}[27;5;99~", "\u{1B}[27;6;67~",
        ])
    func controlC(input: String) {
        #expect(decode(input) == [.control("c")], "\(input.debugDescription)")
    }

    @Test("B55 ctrl and a letter or symbol in CSI u form is the key its control byte is in a plain terminal")
    func controlChords() {
        let symbols = Array("abcdefghijklmnopqrstuvwxyz@[\\]^_ ".unicodeScalars)
        for scalar in symbols {
            let plain = decode(String(Unicode.Scalar(UInt8(scalar.value) & 0x1F)))
            #expect(decode("\u{1B}[\(scalar.value);5u") == plain, "ctrl-\(scalar)")
            #expect(decode("\u{1B}[27;5;\(scalar.value)~") == plain, "ctrl-\(scalar), modifyOtherKeys")
        }
        #expect(decode("\u{1B}[91;5u") == [.escape])
    }

    @Test("B55 a key release is no key")
    func releases() {
        for input in ["\u{1B}[99;5:3u", "\u{1B}[97;1:3u", "\u{1B}[13;1:3u", "\u{1B}[1;1:3A", "\u{1B}[3;1:3~"]
        {
            #expect(decode(input + "x") == [.character("x")], "\(input.debugDescription)")
        }
    }

    @Test("B55 enter, tab, shift-tab, escape, backspace and the keypad's keys in CSI u form")
    func functionalKeys() {
        let cases: [(String, Key)] = [
            ("13", .enter), ("13;5", .enter), ("9", .tab), ("9;2", .backTab), ("27", .escape),
            ("127", .backspace),
            ("8", .backspace), ("57414", .enter), ("57417", .left), ("57418", .right), ("57419", .up),
            ("57420", .down), ("57421", .pageUp), ("57422", .pageDown), ("57423", .home), ("57424", .end),
            ("57426", .delete),
        ]
        for (parameters, key) in cases {
            #expect(decode("\u{1B}[\(parameters)u") == [key], "\(parameters)")
        }
        #expect(decode("\u{1B}[1;5:1A") == [.up])
    }

    @Test(
        "B55 text in CSI u form, as sent when every key is reported so, is that text; with shift, the shifted key"
    )
    func text() {
        let cases: [(String, Character)] = [
            ("97", "a"), ("97;2", "A"), ("97:65;2", "A"), ("49:33;2", "!"), ("32", " "), ("233", "é"),
            ("12354", "あ"), ("97;65", "A"),
        ]
        for (parameters, character) in cases {
            #expect(decode("\u{1B}[\(parameters)u") == [.character(character)], "\(parameters)")
        }
    }

    @Test(
        "B55 forms that name no key of ours vanish whole: alt and super chords, modifier keys, control code points",
        arguments: [
            "\u{1B}[97;3u", "\u{1B}[97;9u", "\u{1B}[99;7u", "\u{1B}[57358u", "\u{1B}[57441;2u", "\u{1B}[1u",
            "\u{1B}[0u", "\u{1B}[155u", "\u{1B}[55296u", "\u{1B}[1114112u", "\u{1B}[99999999999999u",
            "\u{1B}[?1u", "\u{1B}[;5u", "\u{1B}[27;5~", "\u{1B}[27;5;0~", "\u{1B}[27;3;97~",
        ])
    func unknownForms(input: String) {
        #expect(decode(input + "x") == [.character("x")], "\(input.debugDescription)")
    }
}
