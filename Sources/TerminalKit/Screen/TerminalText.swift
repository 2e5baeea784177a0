/// Makes text safe to draw on a terminal: nothing in it can move the cursor, change modes or reorder text.
public enum TerminalText {
    /// Makes user text safe to draw: C0 controls become control pictures (ESC is drawn as "␛"), DEL "␡";
    /// C1 controls, bidi overrides and isolates and line or paragraph separators become "�".
    public static func sanitize(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
            text.unicodeScalars.contains(where: { replacement(for: $0) != nil })
        else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// Whether `scalar` would be replaced by `sanitize(_:)`.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    private static let deletePicture: Unicode.Scalar = "\u{2421}"
    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F:
            Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            deletePicture
        case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            replacementCharacter
        default:
            nil
        }
    }
}
