/// A file that could not be written; reported with exit code 1.
public struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The path that could not be written.
    public var path: String

    /// An error for the file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The message printed after `archdiff: error:`.
    public var description: String {
        "cannot write '\(path)'"
    }
}
