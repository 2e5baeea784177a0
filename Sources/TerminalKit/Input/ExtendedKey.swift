/// A key press as terminals report it in the kitty keyboard protocol's form,
/// `ESC [ code[:shifted[:base]] ; modifiers[:event] ; text u`, or in xterm's modifyOtherKeys form,
/// `ESC [ 27 ; modifiers ; code ~`: a Unicode code point and the modifiers held.
struct ExtendedKey {
    /// The modifier bits, one less than the number a terminal sends.
    struct Modifiers: OptionSet {
        let rawValue: UInt32

        static let shift = Modifiers(rawValue: 1)
        static let alt = Modifiers(rawValue: 2)
        static let control = Modifiers(rawValue: 4)
        static let capsLock = Modifiers(rawValue: 64)
        static let numLock = Modifiers(rawValue: 128)
    }

    /// The key's code point: a character, or one of the protocol's codes for keys without one.
    let code: UInt32
    /// The code point with shift held, when the terminal reports it.
    let shiftedCode: UInt32?
    let modifiers: Modifiers

    /// The key of `ESC [ parameters u`; nil without a code.
    init?(keyboardProtocol parameters: ControlSequenceParameters) {
        guard let code = parameters[0] else { return nil }
        self.code = code
        shiftedCode = parameters[0, 1]
        modifiers = Self.modifiers(parameters[1])
    }

    /// The key of `ESC [ 27 ; modifiers ; code ~`; nil for other numbered sequences.
    init?(modifyOtherKeys parameters: ControlSequenceParameters) {
        guard parameters.fields.count == 3, parameters[0] == 27, let code = parameters[2] else { return nil }
        self.code = code
        shiftedCode = nil
        modifiers = Self.modifiers(parameters[1])
    }

    /// The key a plain terminal sends for this press: enter, tab, escape, backspace and the keypad's keys
    /// whatever the modifiers (as for arrows), shift-tab; ctrl and a letter or symbol as its control
    /// byte; text when no modifier but shift and the lock keys is held. Nil for other chords (alt,
    /// super), for control code points and for the protocol's codes of keys this app has no use for.
    var key: Key? {
        if let key = Self.functionalKeys[code] {
            return key == .tab && modifiers.contains(.shift) ? .backTab : key
        }
        let chord = modifiers.subtracting([.shift, .capsLock, .numLock])
        if chord == .control {
            return controlKey
        }
        return chord.isEmpty ? text : nil
    }

    /// The key of the control byte a plain terminal sends for ctrl and this key.
    private var controlKey: Key? {
        switch code {
        case 0x20, 0x40...0x5F, 0x61...0x7A:
            let byte = UInt8(code) & 0x1F
            return byte == 0x1B ? .escape : Key.control(byte: byte)
        default:
            return nil
        }
    }

    /// The text of the key: with shift, the shifted code the terminal reports; without one, shift or caps
    /// lock (not both) makes a letter upper case.
    private var text: Key? {
        let isShifted = modifiers.contains(.shift)
        let reported = isShifted ? shiftedCode : nil
        guard let scalar = Unicode.Scalar(reported ?? code), scalar.properties.generalCategory != .control,
            !Self.privateUse.contains(scalar.value)
        else {
            return nil
        }
        let character = Character(scalar)
        guard reported == nil, isShifted != modifiers.contains(.capsLock) else {
            return .character(character)
        }
        let upper = character.uppercased()
        return .character(upper.count == 1 ? Character(upper) : character)
    }

    /// Where the kitty keyboard protocol puts the codes of keys without a character (modifier keys,
    /// media keys, the keypad).
    private static let privateUse: ClosedRange<UInt32> = 0xE000...0xF8FF

    /// Keys without a character, by code: the C0 codes a plain terminal sends and the keypad's.
    private static let functionalKeys: [UInt32: Key] = [
        8: .backspace, 9: .tab, 13: .enter, 27: .escape, 127: .backspace,
        57414: .enter, 57417: .left, 57418: .right, 57419: .up, 57420: .down,
        57421: .pageUp, 57422: .pageDown, 57423: .home, 57424: .end, 57426: .delete,
    ]

    /// The modifiers of a modifier field: the number less one, 1 (none) when it is missing.
    private static func modifiers(_ number: UInt32?) -> Modifiers {
        Modifiers(rawValue: (number ?? 1) &- 1)
    }
}
