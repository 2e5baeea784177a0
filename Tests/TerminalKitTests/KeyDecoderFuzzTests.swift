import SeededRandom
import TestSupport
import Testing

@testable import TerminalKit

/// Random input for the key decoder: 100,000 inputs a run, a new seed each run (printed on failure;
/// `FUZZ_SEED` replays one, `FUZZ_ITERATIONS` sets the count).
@Suite("Key decoder fuzzing")
struct KeyDecoderFuzzTests {
    /// Bytes that start, continue or end escape sequences, pastes and UTF-8, so random input hits them.
    private static let interesting: [UInt8] =
        Array("\u{1B}[O~$^@;:0123456789ABCDMZabcdu".utf8) + [
            0x03, 0x09, 0x0D, 0x1A, 0x7F, 0xC3, 0xA9, 0xED, 0xF0, 0x9F, 0x8D, 0x8E, 0xE2, 0x80,
        ]
    /// Sequences a terminal may send that name no key of ours: they must vanish whole.
    private static let unknownSequences: [[UInt8]] =
        TerminfoKeyTests.keys.filter { $0.key == nil }.map(\.bytes)
    /// Sequences that name keys, from the terminfo table.
    private static let knownSequences = TerminfoKeyTests.keys.compactMap { entry in
        entry.key.map { (entry.bytes, $0) }
    }

    @Test("B48 B55 B54 random bytes, cut anywhere: no control text, the same keys however cut, ctrl-c after")
    func randomBytes() {
        let fuzzing = Fuzzing(defaultIterations: 100_000)
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            let input = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? Self.interesting.randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            var whole = KeyDecoder()
            let expected = whole.decode(input) + whole.flush()
            var cut = KeyDecoder()
            let keys = Self.decodeInChunks(input, with: &cut, ofAtMost: 8, using: &generator)
            let afterwards = cut.decode([0x03])
            guard Self.isPlain(expected), Self.sameKeys(keys, expected), afterwards == [.control("c")] else {
                Issue.record(
                    """
                    iteration \(iteration), \(fuzzing): input \(input.map { String($0, radix: 16) })
                    whole: \(expected)
                    cut: \(keys)
                    ctrl-c afterwards: \(afterwards)
                    """)
                return
            }
        }
    }

    @Test("B55 unknown and known sequences amid random text: unknown ones vanish whole, known ones decode")
    func sequencesAmidText() {
        let fuzzing = Fuzzing(defaultIterations: 10_000)
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            var input: [UInt8] = []
            var expected: [Key] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    input += Self.unknownSequences.randomElement(using: &generator)!
                case 1:
                    let (bytes, key) = Self.knownSequences.randomElement(using: &generator)!
                    input += bytes
                    expected.append(key)
                case 2:
                    input += Self.randomUnknownControlSequence(using: &generator)
                default:
                    let letter = UInt8.random(in: UInt8(ascii: "e")...UInt8(ascii: "y"), using: &generator)
                    input.append(letter)
                    expected.append(.character(Character(Unicode.Scalar(letter))))
                }
            }
            var decoder = KeyDecoder()
            let keys = Self.decodeInChunks(input, with: &decoder, ofAtMost: 12, using: &generator)
            guard keys == expected else {
                Issue.record(
                    """
                    iteration \(iteration), \(fuzzing): input \(input.map { String($0, radix: 16) })
                    expected \(expected), decoded \(keys)
                    """)
                return
            }
        }
    }

    @Test(
        "B54 B55 ctrl-letters in every CSI u and modifyOtherKeys form amid text, cut anywhere: each is its control key"
    )
    func extendedControlChords() {
        let fuzzing = Fuzzing(defaultIterations: 10_000)
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            var input: [UInt8] = []
            var expected: [Key] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let letter = UInt8.random(in: UInt8(ascii: "a")...UInt8(ascii: "z"), using: &generator)
                if Bool.random(using: &generator) {
                    let (bytes, keys) = Self.randomExtendedChord(control: letter, using: &generator)
                    input += bytes
                    expected += keys
                } else if (UInt8(ascii: "e")...UInt8(ascii: "y")).contains(letter) {
                    input.append(letter)
                    expected.append(.character(Character(Unicode.Scalar(letter))))
                }
            }
            var decoder = KeyDecoder()
            let keys = Self.decodeInChunks(input, with: &decoder, ofAtMost: 12, using: &generator)
            guard keys == expected else {
                Issue.record(
                    """
                    iteration \(iteration), \(fuzzing): input \(String(decoding: input, as: UTF8.self).debugDescription)
                    expected \(expected), decoded \(keys)
                    """)
                return
            }
        }
    }

    /// ctrl and `letter` as a terminal reports it with the kitty keyboard protocol or xterm's
    /// modifyOtherKeys: maybe with shift and lock keys, an event type and alternate keys. Returns the bytes
    /// and the keys they stand for: the key of the control byte, or none for a release.
    /// The keys `decoder` gives for `input` fed in chunks of 1 to `maximum` bytes, as reads from a terminal
    /// arrive, then flushed.
    private static func decodeInChunks(
        _ input: [UInt8], with decoder: inout KeyDecoder, ofAtMost maximum: Int,
        using generator: inout SplitMix64
    ) -> [Key] {
        var keys: [Key] = []
        var rest = input[...]
        while !rest.isEmpty {
            let chunk = rest.prefix(Int.random(in: 1...maximum, using: &generator))
            keys += decoder.decode(Array(chunk))
            rest = rest.dropFirst(chunk.count)
        }
        return keys + decoder.flush()
    }

    private static func randomExtendedChord(control letter: UInt8, using generator: inout SplitMix64)
        -> ([UInt8], [Key])
    {
        let shift = Bool.random(using: &generator)
        let locks = [0, 64, 128, 192].randomElement(using: &generator)!
        let modifiers = 1 + 4 + (shift ? 1 : 0) + locks
        let key = Key.control(byte: letter & 0x1F)
        guard Bool.random(using: &generator) else {
            let code = shift ? letter - 0x20 : letter
            return (Array("\u{1B}[27;\(modifiers);\(code)~".utf8), [key])
        }
        let alternates = ["", ":\(letter - 0x20)", "::\(letter)", ":\(letter - 0x20):\(letter)"]
        let event = ["", ":1", ":2", ":3"].randomElement(using: &generator)!
        let sequence =
            "\u{1B}[\(letter)\(alternates.randomElement(using: &generator)!);\(modifiers)\(event)u"
        return (Array(sequence.utf8), event == ":3" ? [] : [key])
    }

    /// A well-formed CSI sequence that names no key: parameters, maybe intermediates, and a final byte
    /// the decoder does not map; sometimes longer than the decoder keeps.
    private static func randomUnknownControlSequence(using generator: inout SplitMix64) -> [UInt8] {
        let parameterBytes = Array("0123456789;<=>?".utf8)
        let length = Bool.random(using: &generator) ? Int.random(in: 0...6, using: &generator) : 40
        var sequence: [UInt8] = [0x1B, UInt8(ascii: "[")]
        sequence += (0..<length).map { _ in parameterBytes.randomElement(using: &generator)! }
        sequence[2...].indices.first.map { sequence[$0] = UInt8(ascii: "?") }
        if length == 0 { sequence.append(UInt8(ascii: "?")) }
        let finals = Array("EGIJKLPQRSTXYfghijklmnpqrstuvwxyz`{|}".utf8)
        sequence.append(finals.randomElement(using: &generator)!)
        return sequence
    }

    /// True when no decoded Character holds a control scalar.
    private static func isPlain(_ keys: [Key]) -> Bool {
        keys.allSatisfy { key in
            guard case .character(let character) = key else { return true }
            return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    /// The same keys, with text compared scalar by scalar: scalars that arrive in separate reads are
    /// not combined into one Character, which is the only difference cutting may make.
    private static func sameKeys(_ left: [Key], _ right: [Key]) -> Bool {
        normalized(left) == normalized(right)
    }

    private static func normalized(_ keys: [Key]) -> [String] {
        var result: [String] = []
        var text = ""
        for key in keys {
            if case .character(let character) = key {
                text += String(character)
            } else {
                if !text.isEmpty { result.append(text) }
                text = ""
                result.append(key.name)
            }
        }
        if !text.isEmpty { result.append(text) }
        return result
    }
}
