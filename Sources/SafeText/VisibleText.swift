/// Text from outside the program (titles, key scripts, paths, commit messages, test names, arguments) made
/// safe to print on a terminal: no character of it can move the cursor, change modes or reorder text, and
/// none of it vanishes or joins the text printed before it.
///
/// C0 controls become their control pictures (ESC is shown as "␛", a line break as "␊"), DEL "␡"; C1
/// controls, bidi embeddings, overrides and isolates and line or paragraph separators become "�". A
/// combining mark with nothing to combine with (one that starts the text, or follows a control character)
/// is put on `markBase`, as fonts show such a mark, so it takes a column of its own rather than joining
/// whatever a terminal drew before it. Everything else is kept as it is.
public enum VisibleText {
    /// The base a combining mark without one is shown on: U+25CC DOTTED CIRCLE.
    public static let markBase: Unicode.Scalar = "\u{25CC}"

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
        let needsWork = { (scalar: Unicode.Scalar) in
            isCombiningMark(scalar) || replacement(for: scalar) != nil && !isKept(scalar)
        }
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
            text.unicodeScalars.contains(where: needsWork)
        else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for character in text {
            if let first = character.unicodeScalars.first, isCombiningMark(first) {
                scalars.append(markBase)
            }
            for scalar in character.unicodeScalars {
                scalars.append(isKept(scalar) ? scalar : replacement(for: scalar) ?? scalar)
            }
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

    /// Nonspacing, spacing and enclosing marks: the scalars that combine with the character before them.
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
