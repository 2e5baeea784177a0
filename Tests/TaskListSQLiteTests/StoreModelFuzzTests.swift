import Foundation
import SeededRandom
import TaskListDomain
import TaskListSQLite
import TestSupport
import Testing

/// Model-based random testing: the same random operations on an `InMemoryTaskStore` (the model) and on
/// `SQLiteTaskStore`s must give the same answers and leave the same data. A new seed every run (printed
/// on failure; `FUZZ_SEED` replays one, `FUZZ_ITERATIONS` sets the number of sequences).
@Suite("TaskStore model fuzzing")
final class StoreModelFuzzTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    /// One random call on a store, with what it answered, as comparable text.
    private enum Operation: CustomStringConvertible {
        case insertList(String, ListIcon)
        case updateList(TaskList.ID, String, ListIcon)
        case deleteList(TaskList.ID)
        case insertTask(TaskList.ID, String, notes: String, due: DueDate?)
        case renameTask(TaskItem.ID, String)
        case updateTask(TaskItem.ID, String, notes: String, due: DueDate?)
        case toggleTask(TaskItem.ID)
        case deleteTask(TaskItem.ID)
        case setTaskDone(TaskItem.ID, Bool)
        case restoreList(TaskList.ID, taskIDs: [TaskItem.ID])
        case restoreTask(TaskItem.ID, list: TaskList.ID, index: Int)
        case swapPositions(TaskItem.ID, TaskItem.ID)
        case fetchSummaries
        case fetchList(TaskList.ID)
        case fetchTasks(TaskList.ID)
        case fetchUpcoming

        var description: String {
            switch self {
            case .insertList(let title, let icon): "insertList(\(title.debugDescription), \(icon))"
            case .updateList(let id, let title, let icon):
                "updateList(\(id), \(title.debugDescription), \(icon))"
            case .deleteList(let id): "deleteList(\(id))"
            case .insertTask(let id, let title, let notes, let due):
                "insertTask(\(id), \(title.debugDescription), notes: \(notes.debugDescription), due: \(due.map(String.init) ?? "nil"))"
            case .renameTask(let id, let title): "renameTask(\(id), \(title.debugDescription))"
            case .updateTask(let id, let title, let notes, let due):
                "updateTask(\(id), \(title.debugDescription), notes: \(notes.debugDescription), due: \(due.map(String.init) ?? "nil"))"
            case .toggleTask(let id): "toggleTask(\(id))"
            case .deleteTask(let id): "deleteTask(\(id))"
            case .setTaskDone(let id, let isDone): "setTaskDone(\(id), \(isDone))"
            case .restoreList(let id, let taskIDs): "restoreList(\(id), taskIDs: \(taskIDs))"
            case .restoreTask(let id, let listID, let index):
                "restoreTask(\(id), list: \(listID), index: \(index))"
            case .swapPositions(let id, let otherID): "swapPositions(\(id), \(otherID))"
            case .fetchSummaries: "fetchSummaries"
            case .fetchList(let id): "fetchList(\(id))"
            case .fetchTasks(let id): "fetchTasks(\(id))"
            case .fetchUpcoming: "fetchUpcoming"
            }
        }

        /// A task to restore with `id`, its fields made from it: odd IDs are done, even ones due.
        private static func restored(_ id: TaskItem.ID, in listID: TaskList.ID, at date: Date) -> TaskItem {
            TaskItem(
                id: id, listID: listID, title: "Restored \(id)", notes: "Notes of \(id)",
                due: id.isMultiple(of: 2) ? DueDate("2026-12-24") : nil, isDone: !id.isMultiple(of: 2),
                createdAt: date)
        }

        /// Performs the call; the answer as text, so answers of different types compare alike.
        func perform(on store: any TaskStore, at date: Date) -> String {
            do {
                switch self {
                case .insertList(let title, let icon):
                    return "\(try store.insertList(title: title, icon: icon, createdAt: date))"
                case .updateList(let id, let title, let icon):
                    return "\(String(describing: try store.updateList(id: id, title: title, icon: icon)))"
                case .deleteList(let id): return "\(try store.deleteList(id: id))"
                case .insertTask(let id, let title, let notes, let due):
                    let task = try store.insertTask(
                        listID: id, title: title, notes: notes, due: due, createdAt: date)
                    return "\(String(describing: task))"
                case .renameTask(let id, let title):
                    return "\(String(describing: try store.renameTask(id: id, title: title)))"
                case .updateTask(let id, let title, let notes, let due):
                    let task = try store.updateTask(id: id, title: title, notes: notes, due: due)
                    return "\(String(describing: task))"
                case .toggleTask(let id): return "\(String(describing: try store.toggleTask(id: id)))"
                case .deleteTask(let id): return "\(String(describing: try store.deleteTask(id: id)))"
                case .setTaskDone(let id, let isDone):
                    return "\(String(describing: try store.setTaskDone(id: id, isDone: isDone)))"
                case .restoreList(let id, let taskIDs):
                    let list = TaskList(id: id, title: "Restored \(id)", icon: .star, createdAt: date)
                    let deleted = DeletedList(
                        list: list, tasks: taskIDs.map { Self.restored($0, in: id, at: date) })
                    return "\(try store.insertRestoredList(deleted))"
                case .restoreTask(let id, let listID, let index):
                    let task = try store.insertRestoredTask(
                        Self.restored(id, in: listID, at: date), at: index)
                    return "\(String(describing: task))"
                case .swapPositions(let id, let otherID):
                    return "\(try store.swapPositions(ofTask: id, andTask: otherID))"
                case .fetchSummaries: return "\(try store.fetchSummaries())"
                case .fetchList(let id): return "\(String(describing: try store.fetchList(id: id)))"
                case .fetchTasks(let id): return "\(String(describing: try store.fetchTasks(listID: id)))"
                case .fetchUpcoming: return "\(try store.fetchUpcoming())"
                }
            } catch {
                return "error \(error)"
            }
        }
    }

    private static let titles = [
        "Groceries", "장보기 🍎", "Work", "x", String(repeating: "long ", count: 20), "é\u{301}",
    ]
    private static let notes = ["", "One line", "Two\nlines 🍎", "\n\nafter blank lines"]
    /// Few days, so that tasks share them and Upcoming's order within a day is exercised.
    private static let dueDates: [DueDate?] = [
        nil, DueDate("2026-12-24"), DueDate("2026-12-25"), DueDate("2024-02-29"),
    ]

    private static func randomOperation(using generator: inout SplitMix64) -> Operation {
        let id = Int64.random(in: 0...12, using: &generator)
        let title = titles.randomElement(using: &generator)!
        let icon = ListIcon.allCases.randomElement(using: &generator)!
        let notes = Self.notes.randomElement(using: &generator)!
        let due = Self.dueDates.randomElement(using: &generator)!
        let restoredID = Int64.random(in: 0...14, using: &generator)
        switch Int.random(in: 0..<16, using: &generator) {
        case 0: return .insertList(title, icon)
        case 1: return .updateList(id, title, icon)
        case 2: return .deleteList(id)
        case 3, 4: return .insertTask(id, title, notes: notes, due: due)
        case 5: return .renameTask(id, title)
        case 6: return .updateTask(id, title, notes: notes, due: due)
        case 7: return .toggleTask(id)
        case 8: return .deleteTask(id)
        case 9: return .swapPositions(id, Int64.random(in: 0...12, using: &generator))
        case 10: return .fetchSummaries
        case 11: return .fetchUpcoming
        case 12: return .setTaskDone(id, Bool.random(using: &generator))
        case 13:
            let taskIDs = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Int64.random(in: 0...14, using: &generator)
            }
            return .restoreList(restoredID, taskIDs: taskIDs)
        case 14: return .restoreTask(restoredID, list: id, index: Int.random(in: -1...4, using: &generator))
        default: return Bool.random(using: &generator) ? .fetchList(id) : .fetchTasks(id)
        }
    }

    @Test(
        "random operations give the same answers on the in-memory model and on SQLite, in memory and in a file"
    )
    func randomOperations() throws {
        let fuzzing = Fuzzing(defaultIterations: 60)
        var generator = fuzzing.makeGenerator()
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        for sequence in 0..<fuzzing.iterations {
            let path = directory.path("model-\(sequence).sqlite3")
            defer {
                for suffix in ["", "-wal", "-shm"] {
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
            }
            let model = InMemoryTaskStore()
            let stores: [any TaskStore] = [try SQLiteTaskStore.inMemory(), try SQLiteTaskStore(path: path)]
            var performed: [Operation] = []
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                let operation = Self.randomOperation(using: &generator)
                performed.append(operation)
                let expected = operation.perform(on: model, at: date)
                for store in stores {
                    let answer = operation.perform(on: store, at: date)
                    guard answer == expected else {
                        Issue.record(
                            """
                            sequence \(sequence), \(fuzzing): \(type(of: store)) answered
                            \(answer)
                            where the model answered
                            \(expected)
                            after: \(performed.map(\.description).joined(separator: "; "))
                            """)
                        return
                    }
                }
            }
        }
    }
}
