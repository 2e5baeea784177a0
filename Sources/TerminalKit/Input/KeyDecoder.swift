/// Turns the bytes a terminal sends into keys. Input may arrive cut anywhere: an incomplete escape
/// sequence or UTF-8 character waits for the next call; invalid bytes are dropped, never shown.
///
/// Escape rule: ESC starts a sequence only when `[` or `O` follows. A lone ESC at the end of the input
/// waits for `flush()` (or the next call); ESC followed by tab is shift-tab (the Linux console sends it);
/// ESC followed by any other byte is the escape key, and that byte is decoded on its own (so alt-x arrives
/// as escape, then "x"); so is `ESC O` followed by a byte that cannot end an SS3 sequence.
///
/// Sequences, as xterm, screen, tmux, rxvt-unicode and the Linux console send them (their terminfo
/// entries are the test data): CSI `ESC [ params final` and SS3 `ESC O final` for arrows, Home/End,
/// PageUp/PageDown, Delete, keypad enter and shift-tab. Modifiers are ignored: xterm's `ESC [1;5A`, rxvt's
/// shifted `ESC [3$` and `ESC [a`, its control forms `ESC [3^` and `ESC Oa`. Keys in the kitty keyboard
/// protocol's `ESC [99;5u` and xterm's modifyOtherKeys `ESC [27;5;99~` (ctrl-c in both) are the keys a
/// plain terminal sends for them (see `ExtendedKey`); key releases are dropped. Unknown sequences (function
/// keys, Insert, the Linux console's `ESC [[A`, a mouse report) are consumed whole and dropped; one longer
/// than `maximumSequenceLength` is dropped to its end without being kept. Bracketed paste (`ESC [200~` ...
/// `ESC [201~`) yields its text without control bytes. Text scalars that arrive together are combined
/// into grapheme clusters (Characters).
public struct KeyDecoder: Sendable {
    /// The longest CSI sequence kept; the rest of a longer one is dropped as it arrives, which bounds the
    /// memory input can use.
    static let maximumSequenceLength = 32

    private var pending: [UInt8] = []
    private var isPasting = false
    private var isDiscardingSequence = false

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes the bytes read so far; an incomplete escape or UTF-8 sequence is kept for the next call.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending.append(contentsOf: bytes)
        var output = Output()
        var index = 0
        while index < pending.count {
            let consumed: Int?
            if isDiscardingSequence {
                consumed = discardSequence(at: index)
            } else if isPasting {
                consumed = decodePasted(at: index, into: &output)
            } else {
                consumed = decodeKey(at: index, into: &output)
            }
            guard let consumed else { break }
            index += consumed
        }
        pending.removeFirst(index)
        return output.finish()
    }

    /// Called when no more bytes came for a short while: a pending lone ESC becomes `.escape`; a pending
    /// partial sequence is dropped, and an unfinished bracketed paste ends, so the next ctrl-c is a key.
    public mutating func flush() -> [Key] {
        let keys: [Key] = !isPasting && !isDiscardingSequence && pending == [Self.escape] ? [.escape] : []
        pending.removeAll()
        isPasting = false
        isDiscardingSequence = false
        return keys
    }

    // MARK: - Keys

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Decodes one key or text scalar at `index`; returns the bytes consumed, or nil when more are needed.
    private mutating func decodeKey(at index: Int, into output: inout Output) -> Int? {
        let byte = pending[index]
        switch byte {
        case Self.escape:
            return decodeEscape(at: index, into: &output)
        case 0x7F:
            output.append(.backspace)
            return 1
        case 0x00..<0x20:
            output.append(Key.control(byte: byte))
            return 1
        default:
            return decodeText(at: index, into: &output)
        }
    }

    private mutating func decodeEscape(at index: Int, into output: inout Output) -> Int? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index, into: &output)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let final = pending[index + 2]
            guard (0x40...0x7E).contains(final) else {
                output.append(.escape)
                return 1
            }
            if let key = Self.singleShiftKey(final) {
                output.append(key)
            }
            return 3
        case UInt8(ascii: "\t"):
            output.append(.backTab)
            return 2
        default:
            output.append(.escape)
            return 1
        }
    }

    /// Decodes `ESC [ parameters intermediates final`; a malformed prefix is dropped up to the offending byte.
    private mutating func decodeControlSequence(at index: Int, into output: inout Output) -> Int? {
        if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "[") {
            // The Linux console's F1-F5: ESC [ [ A to ESC [ [ E.
            guard index + 3 < pending.count else { return nil }
            return (0x40...0x7E).contains(pending[index + 3]) ? 4 : 3
        }
        var end = index + 2
        while end < pending.count {
            if end - index >= Self.maximumSequenceLength {
                isDiscardingSequence = true
                return end - index
            }
            let byte = pending[end]
            let parameters = pending[(index + 2)..<end]
            switch byte {
            case UInt8(ascii: "$") where Self.isNumber(parameters):
                if let key = Self.numberedKey(parameters) {
                    output.append(key)
                }
                return end - index + 1
            case 0x20...0x3F:
                end += 1
            case UInt8(ascii: "M") where parameters.isEmpty:
                return end + 3 < pending.count ? end - index + 4 : nil
            case 0x40...0x7E:
                if let key = controlSequenceKey(parameters: parameters, final: byte) {
                    output.append(key)
                }
                return end - index + 1
            default:
                return end - index
            }
        }
        return nil
    }

    /// Discards the rest of an overlong control sequence, up to and with its final byte.
    private mutating func discardSequence(at index: Int) -> Int? {
        switch pending[index] {
        case 0x20...0x3F:
            return 1
        case 0x40...0x7E:
            isDiscardingSequence = false
            return 1
        default:
            isDiscardingSequence = false
            return 0
        }
    }

    /// The key a complete CSI sequence stands for; starts a bracketed paste for `200~`. A key release
    /// (the kitty keyboard protocol's event type 3) is no key.
    private mutating func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        let separators = [UInt8(ascii: ";"), UInt8(ascii: ":")]
        guard parameters.allSatisfy({ separators.contains($0) || (0x30...0x39).contains($0) }) else {
            return nil
        }
        let numbers = ControlSequenceParameters(parameters)
        guard !numbers.isKeyRelease else { return nil }
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): return .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): return .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): return .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "u"):
            return ExtendedKey(keyboardProtocol: numbers)?.key
        case UInt8(ascii: "~") where parameters.elementsEqual("200".utf8):
            isPasting = true
            return nil
        case UInt8(ascii: "~") where numbers[0] == 27:
            return ExtendedKey(modifyOtherKeys: numbers)?.key
        case UInt8(ascii: "~"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            return parameters.isEmpty ? nil : Self.numberedKey(parameters)
        default: return nil
        }
    }

    /// Whether `parameters` is a number alone, as rxvt sends before its shift marker `$`.
    private static func isNumber(_ parameters: ArraySlice<UInt8>) -> Bool {
        !parameters.isEmpty && parameters.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The key of a numbered sequence (`ESC [3~`, with rxvt's modifier finals `$`, `^`, `@`); the
    /// number is the first parameter, the rest are modifiers.
    private static func numberedKey(_ parameters: ArraySlice<UInt8>) -> Key? {
        let first = parameters.prefix { $0 != UInt8(ascii: ";") }
        switch String(decoding: first, as: UTF8.self) {
        case "1", "7": return .home
        case "3": return .delete
        case "4", "8": return .end
        case "5": return .pageUp
        case "6": return .pageDown
        default: return nil
        }
    }

    private static func singleShiftKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    // MARK: - Text

    /// Decodes one UTF-8 scalar as text; drops invalid bytes and control scalars.
    private func decodeText(at index: Int, into output: inout Output) -> Int? {
        switch UTF8Scalar.decode(pending, at: index) {
        case .incomplete:
            return nil
        case .invalid:
            return 1
        case .scalar(let scalar, let length):
            if scalar.properties.generalCategory != .control {
                output.append(scalar)
            }
            return length
        }
    }

    /// Inside a bracketed paste: text until `ESC [201~`, with every control byte dropped.
    private mutating func decodePasted(at index: Int, into output: inout Output) -> Int? {
        let byte = pending[index]
        if byte == Self.escape {
            let available = pending[index...].prefix(Self.pasteEnd.count)
            guard available.elementsEqual(Self.pasteEnd.prefix(available.count)) else { return 1 }
            guard available.count == Self.pasteEnd.count else { return nil }
            isPasting = false
            return available.count
        }
        if byte < 0x20 || byte == 0x7F {
            return 1
        }
        return decodeText(at: index, into: &output)
    }
}

extension KeyDecoder {
    /// Collects decoded keys, combining runs of text scalars into grapheme clusters.
    private struct Output {
        private var keys: [Key] = []
        private var text = String.UnicodeScalarView()

        mutating func append(_ key: Key) {
            flushText()
            keys.append(key)
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            text.append(scalar)
        }

        mutating func finish() -> [Key] {
            flushText()
            return keys
        }

        private mutating func flushText() {
            guard !text.isEmpty else { return }
            for character in String(text) {
                keys.append(.character(character))
            }
            text = String.UnicodeScalarView()
        }
    }
}
