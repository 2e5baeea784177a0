/// Decodes one Unicode scalar from UTF-8 bytes, telling a cut-off sequence from an invalid one.
enum UTF8Scalar: Equatable {
    /// A well-formed scalar and how many bytes it took.
    case scalar(Unicode.Scalar, length: Int)
    /// A valid start whose remaining bytes have not arrived yet.
    case incomplete
    /// The byte at the index cannot start a scalar here; drop it and go on with the next.
    case invalid

    /// Decodes the scalar starting at `index`, rejecting overlong forms, surrogates and values past U+10FFFF.
    static func decode(_ bytes: [UInt8], at index: Int) -> UTF8Scalar {
        let lead = bytes[index]
        if lead < 0x80 {
            return .scalar(Unicode.Scalar(lead), length: 1)
        }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3:
            length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            return .invalid
        }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            guard index + offset < bytes.count else { return .incomplete }
            let byte = bytes[index + offset]
            guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }
}
