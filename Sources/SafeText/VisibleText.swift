/// Text from outside the program (titles, key scripts, paths, commit messages, test names, arguments) made
/// safe to print on a terminal: no character of it can move the cursor, change modes or reorder text.
///
/// C0 controls become their control pictures (ESC is shown as "␛", a line break as "␊"), DEL "␡"; C1
/// controls, bidi embeddings, overrides and isolates and line or paragraph separators become "�".
/// Everything else is kept as it is.
public enum VisibleText {
    /// `text` with every control character made visible, line breaks too: for text meant as one line.
    public static func of(_ text: String) -> String {
        replacing(in: text) { _ in false }
    }

    /// `text` with every control character made visible except the line break "\n", which stays: for
    /// messages and documents of several lines.
    public static func lines(_ text: String) -> String {
        replacing(in: text) { $0 == "\n" }
    }

    /// Whether `scalar` is a control character that `of(_:)` replaces.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    private static let deletePicture: Unicode.Scalar = "\u{2421}"
    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    private static func replacing(in text: String, keeping isKept: (Unicode.Scalar) -> Bool) -> String {
        let needsWork = { (scalar: Unicode.Scalar) in replacement(for: scalar) != nil && !isKept(scalar) }
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
            text.unicodeScalars.contains(where: needsWork)
        else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isKept(scalar) ? scalar : replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

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
