import TestSupport
import Testing

@testable import TerminalKit

/// Random key scripts: the parser never crashes, names a line that exists when it refuses one, keeps
/// every size and repeat within bounds, and what it accepts prints back as script text that parses to
/// the same actions. A new seed every run (printed on failure; `FUZZ_SEED`, `FUZZ_ITERATIONS`).
@Suite("Key script fuzzing")
@MainActor
struct KeyScriptFuzzTests {
    private static let words = [
        "press", "type", "resize", "screen", "#", "# note", "a", "enter", "esc", "ctrl-c", "ctrl-", "ctrl-z",
        "space", "pageup", "x3", "x0", "x1000", "x1001", "x999999", "x-1", "x", "80x24", "1000x1000",
        "1001x5",
        "99999x99999", "1x2000000000", "0x0", "-3x4", "x24", "80x", "한", "🍎", "\u{1B}", "\t", "  ", "\r", "?",
        "#!", "99999999999999999999x1",
    ]

    @Test("B49 random scripts parse or fail with their line, within bounds, and print back the same")
    func randomScripts() {
        let fuzzing = Fuzzing(defaultIterations: 20_000)
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            let lines = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    Self.words.randomElement(using: &generator)!
                }.joined(separator: Bool.random(using: &generator) ? " " : "  ")
            }
            let source = lines.joined(separator: "\n")
            do {
                let script = try KeyScript(parsing: source)
                let reparsed = try KeyScript(parsing: script.description)
                guard Self.isBounded(script), reparsed.actions == Self.printable(script.actions)
                else {
                    Issue.record(
                        "iteration \(iteration), \(fuzzing): \(source.debugDescription) gave \(script.actions), printed back as \(reparsed.actions)"
                    )
                    return
                }
            } catch {
                let lineCount = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                    .count
                guard (1...lineCount).contains(error.line), !error.message.isEmpty else {
                    Issue.record(
                        "iteration \(iteration), \(fuzzing): \(source.debugDescription) threw \(error)")
                    return
                }
            }
        }
    }

    /// The actions as printing keeps them: typed text without the control characters typing skips.
    private static func printable(_ actions: [KeyScript.Action]) -> [KeyScript.Action] {
        actions.compactMap { action in
            guard case .type(let text) = action else { return action }
            let typeable = String(text.filter(HeadlessTerminal.isTypeable))
            return typeable.isEmpty ? nil : .type(typeable)
        }
    }

    private static func isBounded(_ script: KeyScript) -> Bool {
        script.actions.allSatisfy { action in
            switch action {
            case .press(_, let count): (1...KeyScript.maximumRepeat).contains(count)
            case .resize(let size): size.clamped(to: Screen.maximumSize) == size && !size.isEmpty
            case .wait(let duration): duration > .zero && duration <= KeyScript.maximumWait
            case .type, .screen: true
            }
        }
    }
}
