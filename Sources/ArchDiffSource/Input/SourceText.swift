#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a `.swift` file is one to measure: a regular file (or a link to one) of UTF-8 text without
/// NUL bytes. A FIFO or a device named `.swift` is never read, so it cannot block or run forever.
enum SourceText {
    /// Why the file at `path` is left out, or nil when it is measured (or cannot be read, which its
    /// reader reports).
    static func problem(at path: String) -> SkippedEntry.Reason? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .notRegularFile
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return .notText }
        return nil
    }
}
