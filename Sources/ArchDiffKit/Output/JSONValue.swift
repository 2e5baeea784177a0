/// A JSON document built in memory and written with keys in the order they were given.
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// The document as pretty-printed JSON text with two-space indentation.
    func serialized() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(to: &output, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value's UTF-8 text; nested lines are indented by two spaces per `depth`.
    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return Self.append("{}", to: &output) }
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                Self.newline(to: &output, depth: depth + 1)
                Self.writeString(key, to: &output)
                Self.append(": ", to: &output)
                value.write(to: &output, depth: depth + 1)
                if index < members.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            Self.newline(to: &output, depth: depth)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { return Self.append("[]", to: &output) }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                Self.newline(to: &output, depth: depth + 1)
                element.write(to: &output, depth: depth + 1)
                if index < elements.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            Self.newline(to: &output, depth: depth)
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeString(text, to: &output)
        case .int(let number):
            Self.append(String(number), to: &output)
        case .double(let number):
            Self.append(number.isFinite ? Formatting.decimal(number, places: 4) : "null", to: &output)
        case .bool(let value):
            Self.append(value ? "true" : "false", to: &output)
        case .null:
            Self.append("null", to: &output)
        }
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: text.utf8)
    }

    private static func newline(to output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Appends `text` quoted, copying runs that need no escape as they are.
    private static func writeString(_ text: String, to output: inout [UInt8]) {
        var text = text
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                output.append(contentsOf: bytes[runStart..<index])
                runStart = index + 1
                switch byte {
                case 0x22: append("\\\"", to: &output)
                case 0x5C: append("\\\\", to: &output)
                case 0x0A: append("\\n", to: &output)
                case 0x0D: append("\\r", to: &output)
                case 0x09: append("\\t", to: &output)
                default:
                    let hex = String(byte, radix: 16)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, to: &output)
                }
            }
            output.append(contentsOf: bytes[runStart...])
        }
        output.append(UInt8(ascii: "\""))
    }
}
