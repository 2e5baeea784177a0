import Foundation
import SeededRandom
import TaskListDomain
import TestSupport
import Testing

@testable import TaskListSQLite

/// A database left by a process that was killed, or whose disk filled up, while its write-ahead log held
/// changes: it opens whenever SQLite can recover it, and a damaged one is refused without being touched.
/// The property test takes a new seed every run (printed on failure; `FUZZ_SEED` replays one,
/// `FUZZ_ITERATIONS` sets the number of databases).
@Suite("SQLite task store after a crash or a full disk")
final class CrashRecoveryTests {
    private let day = Date(timeIntervalSince1970: 1_700_000_000)
    private let directory: TemporaryDirectory
    private let names = ["tasks.sqlite3", "tasks.sqlite3-wal", "tasks.sqlite3-shm"]

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    @Test(
        "B50 a database whose log was never copied into it, as a killed process leaves it, opens with its rows"
    )
    func uncheckpointedLogOpens() throws {
        let live = try folder("live")
        let store = try SQLiteTaskStore(path: live + "/tasks.sqlite3")
        let list = try store.insertList(title: "Kept", icon: .default, createdAt: day)
        _ = try store.insertTask(listID: list.id, title: "Only in the log", createdAt: day)
        let crashed = try copyFiles(from: live, to: folder("crashed"))
        let expected = try store.fetchTasks(listID: list.id)

        let reopened = try SQLiteTaskStore(path: crashed + "/tasks.sqlite3")

        #expect(try reopened.fetchSummaries().map(\.list) == [list])
        #expect(try reopened.fetchTasks(listID: list.id) == expected)
    }

    @Test(
        "B50 a checkpoint cut short by a full disk at any page: the database opens with every row of the log",
        .timeLimit(.minutes(2)))
    func checkpointCutShort() throws {
        let fuzzing = Fuzzing(defaultIterations: 20)
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            let live = try folder("live\(iteration)")
            let path = live + "/tasks.sqlite3"
            let wasCheckpointed = Bool.random(using: &generator)
            if wasCheckpointed {
                try fill(SQLiteTaskStore(path: path), lists: 3, tasks: 40, using: &generator)
            }
            let store = try SQLiteTaskStore(path: path)
            try fill(store, lists: Int.random(in: 1...3, using: &generator), tasks: 30, using: &generator)
            let expected = try contents(of: store)
            let crashed = try copyFiles(from: live, to: folder("crashed\(iteration)"))
            let log = try WriteAheadLogFile(path: crashed + "/tasks.sqlite3-wal")
            let lastPage = Int.random(in: 1...(log.pages.keys.max() ?? 1), using: &generator)
            try log.checkpoint(into: crashed + "/tasks.sqlite3", upToPage: lastPage)
            let keepsIndex = Bool.random(using: &generator)
            if !keepsIndex {
                try FileManager.default.removeItem(atPath: crashed + "/tasks.sqlite3-shm")
            }

            let reopened: [String]
            do {
                reopened = try contents(of: SQLiteTaskStore(path: crashed + "/tasks.sqlite3"))
            } catch {
                reopened = ["\(error)"]
            }
            guard reopened == expected else {
                Issue.record(
                    """
                    iteration \(iteration), \(fuzzing): checkpointed before: \(wasCheckpointed), \
                    log pages \(log.pages.keys.sorted()), copied up to page \(lastPage), \
                    -shm kept: \(keepsIndex)
                    expected \(expected.count) rows, read \(reopened.prefix(3))
                    """)
                return
            }
        }
    }

    @Test("B50 a damaged database with a log is refused, and the file and its log stay byte for byte")
    func damagedWithLogUntouched() throws {
        let live = try folder("live")
        let path = live + "/tasks.sqlite3"
        var generator = SplitMix64(seed: 7)
        try fill(SQLiteTaskStore(path: path), lists: 20, tasks: 100, using: &generator)
        let store = try SQLiteTaskStore(path: path)
        _ = try store.insertList(title: "After the checkpoint", icon: .default, createdAt: day)
        let crashed = try copyFiles(from: live, to: folder("crashed"))
        let damaged = crashed + "/tasks.sqlite3"
        let log = try WriteAheadLogFile(path: damaged + "-wal")
        let pageCount = try Data(contentsOf: URL(fileURLWithPath: damaged)).count / log.pageSize
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: damaged))
        for page in 2...pageCount where log.pages[page] == nil {
            try handle.seek(toOffset: UInt64((page - 1) * log.pageSize))
            try handle.write(
                contentsOf: Data((0..<log.pageSize).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
        }
        try handle.close()
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: crashed + "/" + $0)) }

        #expect(throws: StoreError.corrupt(path: damaged)) { try SQLiteTaskStore(path: damaged) }

        #expect(try FileManager.default.contentsOfDirectory(atPath: crashed).sorted() == names.sorted())
        for (name, bytes) in zip(names.prefix(2), before) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: crashed + "/" + name)) == bytes, "\(name)")
        }
    }

    /// Adds `lists` lists of up to `tasks` tasks each, some done, to `store`.
    private func fill(_ store: SQLiteTaskStore, lists: Int, tasks: Int, using generator: inout SplitMix64)
        throws
    {
        for number in 1...lists {
            let list = try store.insertList(title: "List \(number)", icon: .default, createdAt: day)
            for task in 0..<Int.random(in: 1...tasks, using: &generator) {
                let title =
                    "Task \(task) " + String(repeating: "·", count: Int.random(in: 0...60, using: &generator))
                let item = try store.insertTask(listID: list.id, title: title, createdAt: day)
                if let item, Bool.random(using: &generator) {
                    _ = try store.toggleTask(id: item.id)
                }
            }
        }
    }

    /// Every list and task of `store`, as text.
    private func contents(of store: SQLiteTaskStore) throws -> [String] {
        try store.fetchSummaries().flatMap { summary in
            ["\(summary)"] + (try store.fetchTasks(listID: summary.list.id) ?? []).map { "\($0)" }
        }
    }

    /// A new folder `name` in the test's folder.
    private func folder(_ name: String) throws -> String {
        let path = directory.path(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// Copies the database and its -wal and -shm files as they are now, as a crash would leave them.
    private func copyFiles(from source: String, to destination: String) throws -> String {
        for name in names {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: destination + "/" + name)
        }
        return destination
    }
}
