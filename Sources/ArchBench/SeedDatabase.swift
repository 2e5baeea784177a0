import ArchDiffProcesses
import Foundation
import TaskListDomain
import TaskListSQLite

/// The databases the benchmark starts from: one per list length, written once through the service and
/// copied for every run, so that each run starts from the same data.
///
/// Home shows three lists; the first, selected when Home opens, holds the benchmark's tasks, a third
/// of them done, with titles of 20 to 30 characters.
enum SeedDatabase {
    /// The file name of the seed of `tasks` tasks.
    static func fileName(tasks: Int) -> String {
        "seed-\(tasks).sqlite3"
    }

    /// Writes the seed of `tasks` tasks into `folder`, unless it is already there.
    static func create(tasks: Int, in folder: ScratchFolder) throws(BenchFailure) {
        let path = folder.file(fileName(tasks: tasks))
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let store: SQLiteTaskStore
        do {
            store = try SQLiteTaskStore(path: path)
        } catch {
            throw BenchFailure(database: error)
        }
        do {
            try write(tasks: tasks, through: TaskListCore(store: store))
        } catch {
            throw BenchFailure(database: error)
        }
    }

    private static func write(tasks: Int, through service: TaskListCore) throws(TaskListError) {
        let list = try service.addList(title: "Bench", icon: .default)
        for number in 1...tasks {
            let task = try service.addTask(title: title(number), toList: list.id)
            if number % 3 == 0 {
                try service.toggleTask(id: task.id)
            }
        }
        let errands = try service.addList(title: "Errands", icon: .default)
        for number in 1...3 {
            try service.addTask(title: title(number), toList: errands.id)
        }
        try service.addList(title: "Ideas", icon: .default)
    }

    /// Copies the seed of `tasks` tasks to `path`, which must not exist yet.
    static func copy(tasks: Int, in folder: ScratchFolder, to path: String) throws(BenchFailure) {
        let seed = folder.file(fileName(tasks: tasks))
        do {
            try FileManager.default.copyItem(atPath: seed, toPath: path)
        } catch {
            throw BenchFailure("cannot copy the seed database '\(seed)' to '\(path)'")
        }
    }

    /// Removes the database copied to `path` and the files SQLite kept beside it: files, never a folder.
    static func remove(at path: String) {
        for suffix in ["", "-wal", "-shm"] {
            unlink(path + suffix)
        }
    }

    private static let chores = [
        "water the plants", "call the bank", "buy bread and milk", "book the dentist", "answer Ana's letter",
    ]

    private static func title(_ number: Int) -> String {
        "\(chores[number % chores.count]) (\(number))"
    }
}
