import TaskListDomain
import TaskListSQLite

/// Every `TaskStore` the conformance suite runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory
    case sqliteFile
    case sqliteMemory

    var description: String { rawValue }

    /// A new, empty store of this kind; a file store lives in `directory`.
    func makeStore(in directory: TemporaryDirectory) throws -> any TaskStore {
        switch self {
        case .inMemory:
            InMemoryTaskStore()
        case .sqliteFile:
            try SQLiteTaskStore(path: directory.path("tasks.sqlite3"))
        case .sqliteMemory:
            try SQLiteTaskStore.inMemory()
        }
    }
}
