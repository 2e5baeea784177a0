import Foundation
import TaskListDomain
import Testing

@testable import TaskListSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files SQLite keeps beside a database (`-journal`, `-wal`, `-shm`) must be regular files or
/// missing: anything else there is refused at once and left as it was.
@Suite("SQLite task store with odd files beside the database")
final class SidecarFileTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    @Test(
        "B50 a pipe, folder, link or device named like SQLite's -journal, -wal or -shm file is refused, untouched",
        .timeLimit(.minutes(1)),
        arguments: ["-journal", "-wal", "-shm"], SidecarKind.available)
    func oddSidecarIsRefused(suffix: String, kind: SidecarKind) throws {
        let path = directory.path("tasks.sqlite3")
        _ = try SQLiteTaskStore(path: path).insertList(
            title: "Kept", icon: .default, createdAt: Date(timeIntervalSince1970: 0))
        let sidecar = path + suffix
        try kind.create(at: sidecar, in: directory)
        let before = try directory.fileNames()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: StoreError.notARegularFile(path: sidecar)) { try SQLiteTaskStore(path: path) }

        #expect(try directory.fileNames() == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try kind.isStill(at: sidecar))
    }

    @Test(
        "B50 a pipe named like the -journal of a database not yet made is refused, and no database is made",
        .timeLimit(.minutes(1)))
    func oddSidecarOfMissingDatabase() throws {
        let path = directory.path("tasks.sqlite3")
        #expect(mkfifo(path + "-journal", 0o600) == 0)

        #expect(throws: StoreError.notARegularFile(path: path + "-journal")) {
            try SQLiteTaskStore(path: path)
        }

        #expect(try directory.fileNames() == ["tasks.sqlite3-journal"])
    }

    @Test("B50 the files beside a linked database are looked for beside the file the link points to")
    func sidecarsOfLinkedDatabase() throws {
        let target = directory.path("tasks.sqlite3")
        _ = try SQLiteTaskStore(path: target)
        let link = directory.path("link")
        #expect(symlink(target, link) == 0)
        #expect(mkfifo(target + "-wal", 0o600) == 0)

        #expect(throws: StoreError.notARegularFile(path: target + "-wal")) { try SQLiteTaskStore(path: link) }
    }
}

/// Things that are not regular files, put where SQLite expects one of its own files.
enum SidecarKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case pipe
    case folder
    case linkToFile
    case danglingLink
    case device

    /// The kinds this process can make: a device (a copy of /dev/null) needs root.
    static var available: [SidecarKind] {
        allCases.filter { $0 != .device || geteuid() == 0 }
    }

    var description: String { rawValue }

    func create(at path: String, in directory: TemporaryDirectory) throws {
        let made: Bool
        switch self {
        case .pipe:
            made = mkfifo(path, 0o600) == 0
        case .folder:
            made = mkdir(path, 0o700) == 0
        case .linkToFile:
            let target = directory.path("elsewhere")
            try Data("someone else's".utf8).write(to: URL(fileURLWithPath: target))
            made = symlink(target, path) == 0
        case .danglingLink:
            made = symlink(directory.path("nothing"), path) == 0
        case .device:
            var null = stat()
            made = stat("/dev/null", &null) == 0 && mknod(path, S_IFCHR | 0o600, null.st_rdev) == 0
        }
        try #require(made, "cannot make a \(self) at \(path)")
    }

    /// Whether the thing at `path` is still of this kind.
    func isStill(at path: String) throws -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        switch self {
        case .pipe: return status.st_mode & S_IFMT == S_IFIFO
        case .folder: return status.st_mode & S_IFMT == S_IFDIR
        case .linkToFile, .danglingLink: return status.st_mode & S_IFMT == S_IFLNK
        case .device: return status.st_mode & S_IFMT == S_IFCHR
        }
    }
}
