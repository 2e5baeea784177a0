import Foundation
import TestSupport
import Testing

@testable import TerminalKit

/// The decoder against the keys of real terminals: Tests/TestData/terminfo-keys.tsv, made from the
/// terminfo entries of xterm, screen, tmux, rxvt-unicode and linux by scripts/make-terminfo-keys.py.
@Suite("Keys as real terminals send them")
struct TerminfoKeyTests {
    /// One key of one terminal: its bytes and the key they must decode to (nil: none, dropped whole).
    struct TerminalKey: CustomStringConvertible, Sendable {
        var terminal: String
        var capability: String
        var bytes: [UInt8]
        var key: Key?

        var description: String { "\(terminal) \(capability)" }
    }

    static let keys: [TerminalKey] = {
        let url = Repository.url("Tests/TestData/terminfo-keys.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return TerminalKey(
                terminal: fields[0],
                capability: fields[1],
                bytes: fields[2].split(separator: " ").compactMap { UInt8($0, radix: 16) },
                key: fields[3] == "-" ? nil : Key(name: fields[3])
            )
        }
    }()

    @Test("B55 the table covers the five terminals and names only keys the decoder knows")
    func table() {
        #expect(Set(Self.keys.map(\.terminal)) == ["xterm", "screen", "tmux", "rxvt-unicode", "linux"])
        #expect(Self.keys.count > 300)
        #expect(Self.keys.filter { $0.key != nil }.count > 150)
    }

    @Test("B55 every key gives its key, or nothing, and never swallows or types the text around it")
    func everyKey() {
        for entry in Self.keys {
            let expected = [Key.character("x")] + (entry.key.map { [$0] } ?? []) + [.character("y")]
            var decoder = KeyDecoder()
            let whole = decoder.decode(Array("x".utf8) + entry.bytes + Array("y".utf8)) + decoder.flush()
            #expect(whole == expected, "\(entry)")
        }
    }

    @Test("B55 every key decodes the same when its bytes arrive one read at a time")
    func everyKeyByteByByte() {
        for entry in Self.keys {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            for byte in entry.bytes + Array("y".utf8) {
                keys += decoder.decode([byte])
            }
            keys += decoder.flush()
            #expect(keys == (entry.key.map { [$0] } ?? []) + [.character("y")], "\(entry)")
        }
    }
}
