/// A file or folder inside a column that the scan left out, and why; `archdiff metrics` names each.
package struct SkippedEntry: Equatable, Sendable {
    /// Why an entry was left out.
    package enum Reason: Equatable, Sendable {
        /// A `.swift` file that holds a NUL byte or is not valid UTF-8, such as a binary file.
        case notText
        /// A `.swift` entry that is no regular file (a FIFO, a device, a link to one).
        case notRegularFile
        /// A folder on another file system than the column's (such as /proc under /).
        case otherFileSystem
    }

    /// The entry's path as shown: the column's folder as given, then the path inside it.
    package var path: String
    /// Why it was left out.
    package var reason: Reason

    /// An entry at `path` left out for `reason`.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The note printed for it, such as "skipping 'A/Logo.swift': not UTF-8 text (it holds a NUL byte
    /// or invalid bytes)".
    package var note: String {
        switch reason {
        case .notText:
            return "skipping '\(path)': not UTF-8 text (it holds a NUL byte or invalid bytes)"
        case .notRegularFile:
            return "skipping '\(path)': not a regular file"
        case .otherFileSystem:
            return "not entering '\(path)': it is on another file system"
        }
    }
}
