import Foundation

/// The one place where list and task titles are checked and normalised.
public enum TitleRule {
    /// The longest title accepted, in characters (grapheme clusters), as a person counts them.
    public static let maximumLength = 100

    /// Returns `raw` trimmed of surrounding white space, or throws why it is not a valid title.
    public static func validate(_ raw: String) throws(TaskListError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.unicodeScalars.contains(where: \.isRefusedInText) {
            throw .controlCharacters
        }
        if title.unicodeScalars.allSatisfy(\.isInvisible) {
            throw .emptyTitle
        }
        if title.count > maximumLength {
            throw .titleTooLong(maximum: maximumLength)
        }
        return title
    }
}
