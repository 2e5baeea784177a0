#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output file that could not be opened or written, with the reason as a shell would give it.
public struct OutputFileError: Error, Equatable, CustomStringConvertible {
    /// Why the file could not be written.
    public enum Reason: Equatable, Sendable {
        /// The folder that should hold the file does not exist; it is never created.
        case missingFolder(String)
        /// The path names a folder.
        case isFolder
        /// The path names a FIFO that no process has open for reading.
        case fifoWithoutReader
        /// A write stopped after `written` of `of` bytes without an error.
        case shortWrite(written: Int, of: Int)
        /// The system's error number (`errno`), such as ENOSPC or EACCES.
        case system(Int32)
    }

    /// The path as it was given.
    public var path: String
    /// Why it failed.
    public var reason: Reason

    /// An error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The message, such as "cannot write 'out.html': folder 'site' does not exist".
    public var description: String {
        "cannot write '\(path)': " + explanation
    }

    /// The reason alone, such as "no space left on device".
    public var explanation: String {
        switch reason {
        case .missingFolder(let folder):
            return "folder '\(folder)' does not exist (it is not created)"
        case .isFolder:
            return "it is a folder"
        case .fifoWithoutReader:
            return "it is a FIFO (named pipe) that no program is reading; start the reader first"
        case .shortWrite(let written, let count):
            return "only \(written) of \(count) bytes were written"
        case .system(let number):
            return String(cString: strerror(number)).lowercased()
        }
    }
}
