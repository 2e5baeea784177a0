import Foundation
import TaskListDomain
import Testing

@testable import TaskListSQLite

/// Files that are not task databases of this app are refused and never written to.
@Suite("Foreign files")
final class ForeignFileTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    @Test(
        "B37 a file that is not a task database is refused, its bytes unchanged",
        arguments: ForeignFile.allCases)
    func refusesForeignFile(file: ForeignFile) throws {
        let path = directory.path("foreign")
        try file.create(at: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try directory.fileNames() == ["foreign"])

        #expect(throws: StoreError.notATaskDatabase(path: path)) { try SQLiteTaskStore(path: path) }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try directory.fileNames() == ["foreign"])
    }
}

/// Kinds of files a user might point the app at by mistake.
enum ForeignFile: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A short text file.
    case shortText
    /// A text file longer than a database page.
    case longText
    /// A binary file that starts like a PNG image.
    case pngImage
    /// A file that starts with SQLite's magic string and then holds nothing sensible.
    case sqliteMagicOnly
    /// Another program's SQLite database with its own tables.
    case otherDatabase
    /// Another program's SQLite database in WAL mode.
    case otherDatabaseInWALMode
    /// An SQLite database with another program's application ID and nothing else in it.
    case otherApplicationID

    var description: String { rawValue }

    func create(at path: String) throws {
        switch self {
        case .shortText:
            try write(Data("hello\n".utf8), to: path)
        case .longText:
            try write(
                Data(String(repeating: "Dear diary, today I wrote no database.\n", count: 300).utf8), to: path
            )
        case .pngImage:
            let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            try write(Data(header + (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }), to: path)
        case .sqliteMagicOnly:
            try write(Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xAB, count: 200), to: path)
        case .otherDatabase:
            try makeDatabase(
                at: path,
                statements: [
                    "CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)",
                    "INSERT INTO photos (name) VALUES ('beach.jpg'), ('cat.png')",
                ])
        case .otherDatabaseInWALMode:
            try makeDatabase(
                at: path,
                statements: [
                    "PRAGMA journal_mode = WAL",
                    "CREATE TABLE notes (body TEXT)",
                    "INSERT INTO notes VALUES ('remember the milk')",
                ])
        case .otherApplicationID:
            try makeDatabase(at: path, statements: ["PRAGMA application_id = 1196444487"])
        }
    }

    private func write(_ data: Data, to path: String) throws {
        try data.write(to: URL(fileURLWithPath: path))
    }

    private func makeDatabase(at path: String, statements: [String]) throws {
        try write(Data(), to: path)
        let connection = try SQLiteConnection(path: path, mode: .readWrite)
        for statement in statements {
            try connection.execute(statement)
        }
    }
}
