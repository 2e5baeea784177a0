#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with the checked writes of ``OutputFile``: a full disk, an
/// I/O error or a reader that went away is a thrown error, never a crash and never a SIGPIPE.
public struct StandardStream: Sendable {
    /// A write that failed, such as "cannot write to standard output: no space left on device".
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The stream's name, such as "standard output".
        public var stream: String
        /// Why the write failed.
        public var reason: OutputFileError.Reason

        /// An error for a write to `stream` that failed for `reason`.
        public init(stream: String, reason: OutputFileError.Reason) {
            self.stream = stream
            self.reason = reason
        }

        /// The message, worded as ``OutputFileError`` words the reason.
        public var description: String {
            "cannot write to \(stream): " + OutputFileError(path: stream, reason: reason).explanation
        }
    }

    /// The process's standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
    /// The process's standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

    /// The stream's name in messages, such as "standard output".
    public let name: String
    private let descriptor: Int32

    /// The stream open on `descriptor`, called `name` in messages; it is never closed.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Writes all of `text` as UTF-8.
    public func write(_ text: String) throws(WriteError) {
        if let reason = OutputFile.writeAll(Array(text.utf8), to: descriptor) {
            throw WriteError(stream: name, reason: reason)
        }
    }
}
