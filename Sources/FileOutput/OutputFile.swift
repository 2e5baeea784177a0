#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for writing the way a shell's `>` opens it: a regular file is truncated in place, keeping
/// its mode and owner; a new one gets mode 0666 less the umask; a symbolic link is followed; a device or a
/// FIFO is written through. A missing folder is never created, and every write is checked.
public final class OutputFile {
    /// The path as given.
    public let path: String
    private var descriptor: Int32

    /// Opens `path` for writing, creating or truncating it; a FIFO that no process reads is an error, not
    /// a wait.
    public init(path: String) throws(OutputFileError) {
        self.path = path
        // O_NONBLOCK makes a FIFO without a reader fail at once (ENXIO) instead of waiting for one.
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw OutputFileError(path: path, reason: Self.openFailure(errno, path: path))
        }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) >= 0 else {
            let number = errno
            _ = systemClose(descriptor)
            throw OutputFileError(path: path, reason: .system(number))
        }
        #if canImport(Darwin)
            _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
        #endif
    }

    deinit {
        if descriptor >= 0 {
            _ = systemClose(descriptor)
        }
    }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(OutputFileError) {
        try write(Array(text.utf8))
    }

    /// Writes every byte of `bytes`; a write that fails or stops short is an error.
    public func write(_ bytes: [UInt8]) throws(OutputFileError) {
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: .system(EBADF)) }
        if let reason = Self.writeAll(bytes, to: descriptor) {
            throw OutputFileError(path: path, reason: reason)
        }
    }

    /// Closes the file; an error the system reports only at closing (a network file system's) is thrown.
    public func close() throws(OutputFileError) {
        guard descriptor >= 0 else { return }
        let result = systemClose(descriptor)
        let number = errno
        descriptor = -1
        if result != 0 && number != EINTR {
            throw OutputFileError(path: path, reason: .system(number))
        }
    }

    /// Writes `text` to `path` as ``OutputFile`` does, and closes it.
    public static func write(_ text: String, to path: String) throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(text)
        try file.close()
    }

    /// Why opening failed, naming the missing folder when that is the cause.
    private static func openFailure(_ number: Int32, path: String) -> OutputFileError.Reason {
        switch number {
        case ENOENT where !path.isEmpty:
            return .missingFolder(folder(of: finalTarget(of: path)))
        case EISDIR:
            return .isFolder
        case ENXIO:
            return .fifoWithoutReader
        default:
            return .system(number)
        }
    }

    /// The path that `path` names once its symbolic links (a dangling one included) are followed.
    private static func finalTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let base = folder(of: current)
            current = target.hasPrefix("/") || base == "." ? target : base + "/" + target
        }
        return current
    }

    /// The folder holding `path`: everything before its last `/`, or `.`.
    private static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") {
            trimmed.removeLast()
        }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying interrupted and partial writes; returns why
    /// a write failed or stopped short, or nil when all were written.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> OutputFileError.Reason? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                writeWithoutSignal(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return result < 0 ? .system(errno) : .shortWrite(written: written, of: bytes.count)
            }
        }
        return nil
    }

    /// `write(2)` with SIGPIPE held back on this thread, so that a FIFO whose reader went away is an
    /// EPIPE error, not the end of the process (which would leave a terminal in raw mode).
    private static func writeWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int)
        -> Int
    {
        #if canImport(Glibc)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var pendingBefore = sigset_t()
            sigpending(&pendingBefore)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            let result = systemWrite(descriptor, bytes, count)
            let number = errno
            if result < 0 && number == EPIPE && sigismember(&pendingBefore, SIGPIPE) == 0 {
                var noWait = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &noWait)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            errno = number
            return result
        #else
            return systemWrite(descriptor, bytes, count)
        #endif
    }
}

/// `close(2)`, under a name the class's own `close()` does not hide.
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// `write(2)`, under a name the class's own `write` methods do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
