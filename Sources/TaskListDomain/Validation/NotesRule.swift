/// The one place where a task's notes are checked and normalised: free text of several lines.
public enum NotesRule {
    /// The longest notes accepted, in characters (grapheme clusters) with the line breaks between lines.
    public static let maximumLength = 1_000

    /// Returns `raw` with "\n" between its lines ("\r\n" and "\r" become "\n"), the white space at the
    /// end of every line and the empty lines at its end removed, or throws why it cannot be stored (a
    /// control character left inside a line, or too many characters). Notes made only of white space and
    /// invisible characters become empty: the task has none.
    public static func validate(_ raw: String) throws(TaskListError) -> String {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in raw.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r":
                continue
            case "\n", "\r":
                lines.append(trimmingTrailingWhiteSpace(line))
                line = String.UnicodeScalarView()
            default:
                line.append(scalar)
            }
        }
        lines.append(trimmingTrailingWhiteSpace(line))
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        let notes = lines.joined(separator: "\n")
        if lines.contains(where: { $0.unicodeScalars.contains(where: \.isRefusedInText) }) {
            throw .notesControlCharacters
        }
        if notes.unicodeScalars.allSatisfy(\.isInvisible) {
            return ""
        }
        if notes.count > maximumLength {
            throw .notesTooLong(maximum: maximumLength)
        }
        return notes
    }

    private static func trimmingTrailingWhiteSpace(_ line: String.UnicodeScalarView) -> String {
        var line = line
        while let last = line.last, last.properties.isWhitespace {
            line.removeLast()
        }
        return String(line)
    }
}
