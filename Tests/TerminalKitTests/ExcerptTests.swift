import SafeText
import TerminalKit
import TestSupport
import Testing

/// Outside input quoted in messages is cut short.
@Suite("Excerpts")
struct ExcerptTests {
    @Test("a key script error about a 1 MB word quotes its first 80 characters and counts the rest")
    func hugeWord() {
        let word = String(repeating: "x", count: 1_000_000)
        let quoted = "'\(String(repeating: "x", count: 80))…' (999920 more characters)"
        let cases: [(String, KeyScriptError)] = [
            ("press " + word, KeyScriptError(line: 1, message: "unknown key \(quoted)")),
            (word, KeyScriptError(line: 1, message: "unknown action \(quoted)")),
            (
                "press a " + word,
                KeyScriptError(line: 1, message: "bad repeat \(quoted) (expected xN, 1 <= N <= 1000)")
            ),
            (
                "resize " + word,
                KeyScriptError(line: 1, message: "bad size \(quoted) (expected WxH, such as 80x24)")
            ),
            ("screen " + word, KeyScriptError(line: 1, message: "unexpected \(quoted) after screen")),
            ("press a x2 " + word, KeyScriptError(line: 1, message: "unexpected \(quoted) after press a")),
        ]
        for (source, expected) in cases {
            #expect(throws: expected) { try KeyScript(parsing: source) }
        }
    }

    @Test("any text quotes whole up to 80 characters; past that, its first 80 and how many more")
    func anyText() {
        let fuzzing = Fuzzing(defaultIterations: 2_000)
        var generator = fuzzing.makeGenerator()
        let pieces: [Character] = ["a", "é", "e\u{301}", "한", "👩‍👩‍👧", "\u{0}", " ", "'", "…", "\n"]
        for iteration in 0..<fuzzing.iterations {
            let count = Int.random(in: 0...200, using: &generator)
            let text = String((0..<count).map { _ in pieces.randomElement(using: &generator)! })
            let quoted = Excerpt.quoted(text)
            let expected =
                count <= 80
                ? "'\(text)'" : "'\(String(text.prefix(80)))…' (\(count - 80) more characters)"
            guard quoted == expected else {
                Issue.record("iteration \(iteration), \(fuzzing): \(text.debugDescription) → \(quoted)")
                return
            }
        }
    }
}
