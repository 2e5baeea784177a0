import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a key-script file for `--replay`: any readable file, including a pipe or `<(...)`, read to its
/// end, up to `maximumSize` bytes.
enum ScriptFile {
    /// The largest script read; a larger one (or an endless stream such as /dev/zero) is refused.
    static let maximumSize = 16 << 20

    /// Why a script file could not be read, as the user is told.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of the file at `path`.
    static func read(path: String) throws(ReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = systemRead(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= maximumSize else {
                throw ReadError(description: "it is larger than \(maximumSize >> 20) MB")
            }
        }
    }
}

/// The C `read`, under a name that does not collide with `ScriptFile.read(path:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
