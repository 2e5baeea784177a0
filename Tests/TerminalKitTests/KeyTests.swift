import Testing

@testable import TerminalKit

@Suite("Key names")
struct KeyTests {
    static let namedKeys: [(String, Key)] = [
        ("a", .character("a")), ("?", .character("?")), ("#", .character("#")), ("한", .character("한")),
        ("space", .character(" ")), ("enter", .enter), ("esc", .escape), ("tab", .tab),
        ("backtab", .backTab), ("backspace", .backspace), ("delete", .delete), ("up", .up),
        ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("ctrl-c", .control("c")),
        ("ctrl-u", .control("u")), ("ctrl-_", .control("_")),
    ]

    @Test("B43 every key-script name gives its key and the key gives the name back")
    func roundTrip() {
        for (name, key) in Self.namedKeys {
            #expect(Key(name: name) == key, "\(name)")
            #expect(key.name == name)
        }
    }

    @Test("control names that terminals send as other keys give those keys")
    func controlAliases() {
        #expect(Key(name: "ctrl-i") == .tab)
        #expect(Key(name: "ctrl-m") == .enter)
        #expect(Key(name: "ctrl-j") == .enter)
        #expect(Key(name: "ctrl-h") == .backspace)
        #expect(Key(name: "ctrl-C") == .control("c"))
    }

    @Test("unknown names, empty names and control characters are not keys")
    func unknownNames() {
        #expect(Key(name: "foo") == nil)
        #expect(Key(name: "") == nil)
        #expect(Key(name: "ctrl-") == nil)
        #expect(Key(name: "ctrl-1") == nil)
        #expect(Key(name: "\u{1B}") == nil)
        #expect(Key(name: "Enter") == nil)
    }
}
