/// The numbers of a control sequence's parameters, such as `99:67;6:1` in `ESC [99:67;6:1u`: fields
/// separated by `;`, each made of sub-parameters separated by `:`.
struct ControlSequenceParameters {
    /// Each field's sub-parameters; an empty one, or one too large for 32 bits, is nil.
    let fields: [[UInt32?]]

    /// Reads parameters made of digits, `;` and `:` only.
    init(_ bytes: ArraySlice<UInt8>) {
        fields = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { number in
                number.isEmpty ? nil : UInt32(String(decoding: number, as: UTF8.self))
            }
        }
    }

    /// Sub-parameter `part` of field `field`, or nil when it is missing or empty.
    subscript(field: Int, part: Int = 0) -> UInt32? {
        guard fields.indices.contains(field), fields[field].indices.contains(part) else { return nil }
        return fields[field][part]
    }

    /// Whether the event type after the modifiers (the kitty keyboard protocol's `;modifiers:3`) says
    /// that the key was released.
    var isKeyRelease: Bool {
        self[1, 1] == 3
    }
}
