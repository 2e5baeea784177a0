/// A file that could not be written; reported with exit code 1.
package struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The path that could not be written, as the user or the command named it.
    package var path: String
    /// Why, when known, such as "no space left on device".
    package var reason: String?

    /// An error for the file at `path`.
    package init(path: String, reason: String? = nil) {
        self.path = path
        self.reason = reason
    }

    /// The message printed after `archdiff: error:`.
    package var description: String {
        "cannot write '\(path)'" + (reason.map { ": \($0)" } ?? "")
    }
}
