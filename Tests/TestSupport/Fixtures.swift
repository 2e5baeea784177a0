import Foundation
import TaskListDomain

/// Ready-made services and data for tests.
public enum Fixtures {
    /// The instant every fixture's lists and tasks are created at.
    public static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    /// A service over a new in-memory store with a fixed clock.
    public static func makeService(store: any TaskStore = InMemoryTaskStore()) -> StoreTaskListService {
        StoreTaskListService(store: store, now: { epoch })
    }

    /// A service holding `lists`: each a title and its tasks' titles; a title starting with "x " is done.
    public static func makeService(lists: [(String, [String])]) -> StoreTaskListService {
        let service = makeService()
        do {
            for (title, tasks) in lists {
                let list = try service.addList(title: title, icon: .default)
                for task in tasks {
                    let isDone = task.hasPrefix("x ")
                    let added = try service.addTask(
                        title: isDone ? String(task.dropFirst(2)) : task, toList: list.id)
                    if isDone { try service.toggleTask(id: added.id) }
                }
            }
        } catch {
            preconditionFailure("fixture data is invalid: \(error)")
        }
        return service
    }

    /// Every list in `service` with its tasks, in order, as comparable values.
    public static func contents(of service: any TaskListService) throws -> [StoredList] {
        try service.summaries().map { summary in
            StoredList(
                title: summary.list.title,
                icon: summary.list.icon,
                tasks: try service.tasks(inList: summary.list.id).map {
                    StoredTask(title: $0.title, isDone: $0.isDone, notes: $0.notes)
                }
            )
        }
    }
}

/// A stored list as tests compare it: what the user can see, without IDs or dates.
public struct StoredList: Equatable, Sendable, CustomStringConvertible {
    public var title: String
    public var icon: ListIcon
    public var tasks: [StoredTask]

    public init(title: String, icon: ListIcon = .default, tasks: [StoredTask] = []) {
        self.title = title
        self.icon = icon
        self.tasks = tasks
    }

    public var description: String {
        "\(icon.glyph) \(title) \(tasks)"
    }
}

/// A stored task as tests compare it.
public struct StoredTask: Equatable, Sendable, CustomStringConvertible {
    public var title: String
    public var isDone: Bool
    public var notes: String

    public init(title: String, isDone: Bool = false, notes: String = "") {
        self.title = title
        self.isDone = isDone
        self.notes = notes
    }

    /// `[x] Title`, followed by the notes in quotes when there are any.
    public var description: String {
        let task = "\(isDone ? "[x]" : "[ ]") \(title)"
        return notes.isEmpty ? task : "\(task) notes: \(notes.debugDescription)"
    }
}
