import SeededRandom
import TerminalKit
import TestSupport

/// A seeded random sequence of key-script actions, as a restless user would produce them:
/// moving, adding, toggling, deleting in bursts, searching, reordering, writing notes and due dates, typing
/// Hangul, emoji and overlong titles, resizing.
struct RandomSession {
    private static let keys: [Key] = [
        .up, .down, .character("j"), .character("k"), .pageUp, .pageDown, .home, .end, .enter, .escape, .left,
        .right, .tab, .backspace, .delete, .character(" "), .character("a"), .character("r"), .character("e"),
        .character("f"), .character("d"), .character("y"), .character("n"), .character("?"), .character("/"),
        .character("K"), .character("J"), .backTab, .control("s"), .character("u"),
    ]
    private static let texts = [
        "Groceries", "Milk", "  padded  ", "장보기", "할 일 목록", "🍎🍌", "👩‍👩‍👧 family", "e\u{301}clair", "",
        String(repeating: "long ", count: 25), String(repeating: "가", count: 101), "2026-12-01", "2026-02-30",
    ]

    let seed: UInt64
    let actions: [KeyScript.Action]

    init(seed: UInt64, length: Int) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        actions = (0..<length).flatMap { _ in Self.nextActions(using: &random) }
    }

    private static func nextActions(using random: inout SplitMix64) -> [KeyScript.Action] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<55:
            return [.press(keys.randomElement(using: &random)!, count: 1)]
        case 55..<70:
            return [
                .press(.character("a"), count: 1), .type(texts.randomElement(using: &random)!),
                .press(.enter, count: 1),
            ]
        case 70..<85:
            return [.type(texts.randomElement(using: &random)!)]
        case 85..<93:
            let count = Int.random(in: 1...4, using: &random)
            return (0..<count).flatMap { _ in
                [KeyScript.Action.press(.character("d"), count: 1), .press(.character("y"), count: 1)]
            }
        default:
            let size = Size(
                width: Int.random(in: 8...120, using: &random), height: Int.random(in: 3...40, using: &random)
            )
            return [.resize(size)]
        }
    }
}
