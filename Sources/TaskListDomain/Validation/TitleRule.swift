import Foundation

/// The one place where list and task titles are checked and normalised.
public enum TitleRule {
    /// The longest title accepted, in characters (grapheme clusters), as a person counts them.
    public static let maximumLength = 100

    /// Returns `raw` trimmed of surrounding white space, or throws why it is not a valid title.
    public static func validate(_ raw: String) throws(TaskListError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.unicodeScalars.contains(where: isRefused) {
            throw .controlCharacters
        }
        if title.unicodeScalars.allSatisfy(isInvisible) {
            throw .emptyTitle
        }
        if title.count > maximumLength {
            throw .titleTooLong(maximum: maximumLength)
        }
        return title
    }

    /// White space and format characters (zero-width space, byte-order mark, direction marks): a title
    /// made only of these would look empty.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
    }

    /// Control characters (C0, DEL, C1), line and paragraph separators, and the bidirectional
    /// embeddings, overrides and isolates that can make a title display as something else.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }
}
