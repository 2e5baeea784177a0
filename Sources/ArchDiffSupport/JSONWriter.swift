import SafeText

/// Writes pretty-printed JSON (two-space indentation, keys in the order given) as it goes, so that a
/// large document, such as every function of a code base, needs no tree of values first.
///
/// Inside ``object(_:)`` each value follows a ``key(_:)``; inside ``array(_:)`` values follow one
/// another. ``JSONValue`` writes itself through it, so both give the same bytes.
package struct JSONWriter {
    /// The UTF-8 text written so far.
    private(set) var bytes: [UInt8] = []
    /// For each object or array still open, innermost last: whether it has an element yet.
    private var openHasElements: [Bool] = []
    /// Whether a key was just written, so that the next value is its value rather than a new element.
    private var isAfterKey = false

    /// An empty document.
    package init() {
        bytes.reserveCapacity(1 << 16)
    }

    /// The document's text, ending with a newline.
    package consuming func document() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes an object whose members `body` writes.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array whose elements `body` writes.
    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Starts a member of the open object; the value written next is its value.
    package mutating func key(_ key: String) {
        startElement()
        writeString(key)
        append(": ")
        isAfterKey = true
    }

    /// Writes a member whose value is `value`.
    package mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    /// Writes a value built in memory.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members):
            object { writer in
                for (key, value) in members {
                    writer.member(key, value)
                }
            }
        case .array(let elements):
            array { writer in
                for element in elements {
                    writer.value(element)
                }
            }
        case .string(let text):
            startValue()
            writeString(text)
        case .int(let number):
            string(String(number))
        case .double(let number):
            string(number.isFinite ? Formatting.decimal(number, places: 4) : "null")
        case .bool(let flag):
            string(flag ? "true" : "false")
        case .null:
            string("null")
        }
    }

    /// Writes a number or literal given as its text.
    private mutating func string(_ literal: String) {
        startValue()
        append(literal)
    }

    private mutating func open(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        openHasElements.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        if openHasElements.removeLast() {
            newline()
        }
        bytes.append(bracket)
    }

    /// Before a value: nothing after a key, else the start of a new element.
    private mutating func startValue() {
        if isAfterKey {
            isAfterKey = false
        } else {
            startElement()
        }
    }

    /// A comma after the previous element, if any, and a new line at the open container's depth.
    private mutating func startElement() {
        guard let hasElements = openHasElements.last else { return }
        if hasElements {
            bytes.append(UInt8(ascii: ","))
        } else {
            openHasElements[openHasElements.count - 1] = true
        }
        newline()
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * openHasElements.count))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `text` quoted: `"` and `\` escaped, and so is every character `VisibleText` would make
    /// visible (C0 and C1 controls, DEL, bidi overrides and isolates, line and paragraph separators), as
    /// `\n`, `\r`, `\t` or `\u` and four hex digits, so the document holds none of them raw.
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            append(text)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": append("\\\"")
                case "\\": append("\\\\")
                case "\n": append("\\n")
                case "\r": append("\\r")
                case "\t": append("\\t")
                case _ where VisibleText.isHidden(scalar):
                    let hex = String(scalar.value, radix: 16)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default:
                    bytes.append(contentsOf: scalar.utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
