import Dispatch
import FileOutput
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``OutputFile`` against the shell's `>`: for every kind of path, the same outcome and the same files.
@Suite("Output files")
struct OutputFileTests {
    @Test(
        "every kind of path ends as the shell's > leaves it; a FIFO without a reader is an error, not a wait")
    func likeTheShell() throws {
        let fuzzing = Fuzzing(defaultIterations: 60)
        print("output paths: \(fuzzing)")
        var generator = fuzzing.makeGenerator()
        let source = try Sandbox()
        let kinds = PathKind.allCases.shuffled(using: &generator)
        for iteration in 0..<fuzzing.iterations {
            let kind = kinds[iteration % kinds.count]
            let size = [0, 1, 7, 4096, 100_000].randomElement(using: &generator)!
            let contents = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let input = source.path + "/input"
            try Data(contents).write(to: URL(fileURLWithPath: input))
            let context = "iteration \(iteration), \(fuzzing): \(kind), \(size) bytes"

            let ours = try Sandbox()
            let oursPath = try kind.make(in: ours)
            let before = ours.snapshot()
            let oursReader = kind.hasReader ? FIFOReader(path: oursPath) : nil
            let watchdog = kind == .fifoWithoutReader ? FIFOWatchdog(path: oursPath) : nil
            var error: OutputFileError?
            do {
                let file = try OutputFile(path: oursPath)
                try file.write(contents)
                try file.close()
            } catch let thrown {
                error = thrown
            }
            let oursReceived = oursReader?.finish()
            let oursFiles = ours.snapshot()

            if let watchdog {
                #expect(!watchdog.cancel(), "the open waited for a reader; \(context)")
                #expect(error?.reason == .fifoWithoutReader, "\(context)")
                #expect(oursFiles == before, "\(context)")
                continue
            }
            let shell = try Sandbox()
            let shellPath = try kind.make(in: shell)
            let shellReader = kind.hasReader ? FIFOReader(path: shellPath) : nil
            let status = try Self.shellRedirect(input, to: shellPath)
            let shellReceived = shellReader?.finish()

            #expect(
                (error == nil) == (status == 0),
                "\(context): ours \(error.map { "\($0)" } ?? "wrote"), sh \(status)")
            #expect(oursFiles == shell.snapshot(), "\(context)")
            #expect(oursReceived == shellReceived, "\(context)")
            if let device = kind.device {
                #expect(Self.isCharacterDevice(device), "\(device) is still a device; \(context)")
            }
        }
    }

    @Test(
        "a regular file keeps its mode and its hard links; a symbolic link stays a link to the file written")
    func keepsTheFile() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path + "/private.txt"
        try Data("old contents\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        link(path, sandbox.path + "/hard-link")
        symlink("private.txt", sandbox.path + "/link")
        try OutputFile.write("new\n", to: sandbox.path + "/link")
        let snapshot = sandbox.snapshot()
        #expect(snapshot["link"] == "link private.txt")
        #expect(snapshot["private.txt"]?.hasPrefix("file 600, 4 bytes") == true)
        #expect(snapshot["hard-link"] == snapshot["private.txt"])
        #expect(try String(contentsOfFile: sandbox.path + "/private.txt", encoding: .utf8) == "new\n")
    }

    @Test("a missing folder is named and not created; a folder, /dev/full and a reader-less FIFO say why")
    func reasons() throws {
        let sandbox = try Sandbox()
        #expect(
            throws: OutputFileError(
                path: sandbox.path + "/site/x.html", reason: .missingFolder(sandbox.path + "/site"))
        ) {
            try OutputFile.write("x", to: sandbox.path + "/site/x.html")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/site"))
        symlink("elsewhere/trace.txt", sandbox.path + "/dangling")
        #expect(
            throws: OutputFileError(
                path: sandbox.path + "/dangling", reason: .missingFolder(sandbox.path + "/elsewhere"))
        ) {
            try OutputFile.write("x", to: sandbox.path + "/dangling")
        }
        #expect(throws: OutputFileError(path: sandbox.path, reason: .isFolder)) {
            try OutputFile.write("x", to: sandbox.path)
        }
        let full = OutputFileError(path: "/dev/full", reason: .system(ENOSPC))
        #expect(throws: full) { try OutputFile.write("x", to: "/dev/full") }
        #expect(full.description == "cannot write '/dev/full': no space left on device")
        mkfifo(sandbox.path + "/fifo", 0o644)
        let watchdog = FIFOWatchdog(path: sandbox.path + "/fifo")
        #expect(throws: OutputFileError(path: sandbox.path + "/fifo", reason: .fifoWithoutReader)) {
            try OutputFile.write("x", to: sandbox.path + "/fifo")
        }
        #expect(!watchdog.cancel(), "the open waited for a reader")
        #expect(
            OutputFileError(path: "site/x.html", reason: .missingFolder("site")).description
                == "cannot write 'site/x.html': folder 'site' does not exist (it is not created)")
    }

    @Test("a FIFO whose reader went away is an error, not the end of the process")
    func readerGone() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path + "/fifo"
        mkfifo(path, 0o644)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        let file = try OutputFile(path: path)
        try file.write("first\n")
        close(reader)
        #expect(throws: OutputFileError(path: path, reason: .system(EPIPE))) { try file.write("second\n") }
    }

    /// Runs `sh -c 'cat input > path'` and returns its exit status.
    private static func shellRedirect(_ input: String, to path: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "cat \"$1\" > \"$2\"", "sh", input, path]
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func isCharacterDevice(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
    }
}

/// The kinds of output path a user may name.
private enum PathKind: CaseIterable {
    case newFile, privateFile, readOnlyFile, symlinkToFile, danglingSymlink, symlinkIntoMissingFolder
    case fifoWithReader, fifoWithoutReader, devNull, devFull, folder, missingParent, throughAFile
    case unwritableFolder

    var hasReader: Bool { self == .fifoWithReader }

    /// The device the path names, when it is one.
    var device: String? {
        switch self {
        case .devNull: "/dev/null"
        case .devFull: "/dev/full"
        default: nil
        }
    }

    /// Makes the path in `sandbox` and returns it.
    func make(in sandbox: Sandbox) throws -> String {
        let out = sandbox.path + "/out"
        switch self {
        case .newFile:
            break
        case .privateFile, .readOnlyFile:
            try Data("old contents\n".utf8).write(to: URL(fileURLWithPath: out))
            chmod(out, self == .privateFile ? 0o600 : 0o444)
        case .symlinkToFile:
            try Data("target\n".utf8).write(to: URL(fileURLWithPath: sandbox.path + "/target"))
            chmod(sandbox.path + "/target", 0o640)
            symlink("target", out)
        case .danglingSymlink:
            symlink("target", out)
        case .symlinkIntoMissingFolder:
            symlink("nowhere/target", out)
        case .fifoWithReader, .fifoWithoutReader:
            mkfifo(out, 0o644)
        case .devNull:
            return "/dev/null"
        case .devFull:
            return "/dev/full"
        case .folder:
            mkdir(out, 0o755)
        case .missingParent:
            return sandbox.path + "/missing/out"
        case .throughAFile:
            try Data().write(to: URL(fileURLWithPath: sandbox.path + "/file"))
            return sandbox.path + "/file/out"
        case .unwritableFolder:
            mkdir(sandbox.path + "/locked", 0o555)
            return sandbox.path + "/locked/out"
        }
        return out
    }
}

/// A fresh folder of its own under the temporary directory, removed with everything in it.
private final class Sandbox {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/output-file-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit {
        chmod(path + "/locked", 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every entry below the folder: its kind, mode and contents (or a link's target), by relative path.
    func snapshot() -> [String: String] {
        var entries: [String: String] = [:]
        var pending = [""]
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder)) ?? []
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let full = path + "/" + relative
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                let mode = String(status.st_mode & 0o7777, radix: 8)
                switch status.st_mode & S_IFMT {
                case S_IFREG:
                    let contents = FileManager.default.contents(atPath: full) ?? Data()
                    let digest = contents.reduce(0xCBF2_9CE4_8422_2325 as UInt64) {
                        ($0 ^ UInt64($1)) &* 0x100_0000_01B3
                    }
                    entries[relative] =
                        "file \(mode), \(contents.count) bytes, FNV-1a \(String(digest, radix: 16))"
                case S_IFLNK:
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? ""
                    entries[relative] = "link \(target)"
                case S_IFIFO:
                    entries[relative] = "fifo \(mode)"
                case S_IFDIR:
                    entries[relative] = "folder \(mode)"
                    pending.append(relative)
                default:
                    entries[relative] = "other \(mode)"
                }
            }
        }
        return entries
    }
}

/// Reads a FIFO on a thread of its own. The FIFO is open for reading from the start, so that a writer
/// finds its reader; ``finish()``, once the writer closed, returns everything it wrote.
private final class FIFOReader: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var writerClosed = false
    private var received: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        descriptor = open(path, O_RDONLY | O_NONBLOCK)
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let closed = lock.withLock { writerClosed }
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    received += buffer[..<count]
                } else if count == 0 && closed {
                    break
                } else {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiting, 1, 10)
                }
            }
            close(descriptor)
            done.signal()
        }.start()
    }

    /// Everything read, after the writer closed its end.
    func finish() -> [UInt8] {
        lock.withLock { writerClosed = true }
        done.wait()
        return received
    }
}

/// Frees a writer that waits for a FIFO's reader, by opening the FIFO for reading after five seconds.
private final class FIFOWatchdog: @unchecked Sendable {
    private let cancelled = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var fired = false

    init(path: String) {
        Thread { [self] in
            if cancelled.wait(timeout: .now() + 5) == .timedOut {
                lock.withLock { fired = true }
                let descriptor = open(path, O_RDONLY | O_NONBLOCK)
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while read(descriptor, &buffer, buffer.count) != 0 {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiting, 1, 10)
                }
                close(descriptor)
            }
            finished.signal()
        }.start()
    }

    /// Stops the watchdog; returns whether it had to free the writer.
    func cancel() -> Bool {
        cancelled.signal()
        finished.wait()
        return lock.withLock { fired }
    }
}
