import AppHost
import Foundation
import TaskListDomain

/// Ready-made services and data for tests.
@MainActor
public enum Fixtures {
    /// The instant every fixture's lists and tasks are created at.
    nonisolated public static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    /// A service over a new in-memory store with a fixed date, working inline and waiting on a virtual
    /// clock of its own under `conditions`.
    public static func makeService(
        store: any TaskStore = InMemoryTaskStore(), conditions: ServiceConditions = ServiceConditions()
    ) -> StoreTaskListService {
        StoreTaskListService(store: store, clock: VirtualClock(), conditions: conditions, now: { epoch })
    }

    /// A service holding `lists`: each a title and its tasks' titles; a title starting with "x " is done, and
    /// one ending in " @YYYY-MM-DD" is due that day (`"x Milk @2026-12-24"`).
    public static func makeService(lists: [(String, [String])]) -> StoreTaskListService {
        let store = InMemoryTaskStore()
        seed(store, with: lists)
        return makeService(store: store)
    }

    /// Writes `lists` into `store` as `makeService(lists:)` describes them, without waiting.
    public static func seed(_ store: any TaskStore, with lists: [(String, [String])]) {
        let core = TaskListCore(store: store, now: { epoch })
        do {
            for (title, tasks) in lists {
                let list = try core.addList(title: title, icon: .default)
                for task in tasks {
                    let (title, due, isDone) = seedTask(task)
                    let added = try core.addTask(title: title, notes: "", due: due, toList: list.id)
                    if isDone { try core.toggleTask(id: added.id) }
                }
            }
        } catch {
            preconditionFailure("fixture data is invalid: \(error)")
        }
    }

    /// A seeded task's title, due date (empty for none) and state, from `task` as `makeService(lists:)`
    /// describes it.
    nonisolated private static func seedTask(_ task: String) -> (title: String, due: String, isDone: Bool) {
        let isDone = task.hasPrefix("x ")
        var title = isDone ? String(task.dropFirst(2)) : task
        var due = ""
        if let at = title.range(of: " @", options: .backwards),
            (try? DueDateRule.validate(String(title[at.upperBound...]))) != nil
        {
            due = String(title[at.upperBound...])
            title = String(title[..<at.lowerBound])
        }
        return (title, due, isDone)
    }

    /// What moves `service`'s work along in tests: its virtual clock, and its calls to watch.
    public static func replayClock(of service: StoreTaskListService) -> ReplayClock {
        guard let clock = service.clock as? VirtualClock else {
            preconditionFailure("tests drive services that wait on a VirtualClock")
        }
        return ReplayClock(clock: clock, service: service)
    }

    /// Every list in `store` with its tasks, in order, as comparable values, read at once.
    public static func contents(of store: any TaskStore) throws -> [StoredList] {
        let core = TaskListCore(store: store)
        return try core.summaries().map { summary in
            StoredList(
                title: summary.list.title,
                icon: summary.list.icon,
                tasks: try core.tasks(inList: summary.list.id).map(StoredTask.init)
            )
        }
    }

    /// Every list in `service` with its tasks, in order, as comparable values.
    public static func contents(of service: any TaskListService) async throws -> [StoredList] {
        var lists: [StoredList] = []
        for summary in try await service.summaries() {
            let tasks = try await service.tasks(inList: summary.list.id)
            lists.append(
                StoredList(
                    title: summary.list.title, icon: summary.list.icon,
                    tasks: tasks.map(StoredTask.init)))
        }
        return lists
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
    public var due: DueDate?

    public init(title: String, isDone: Bool = false, notes: String = "", due: DueDate? = nil) {
        self.title = title
        self.isDone = isDone
        self.notes = notes
        self.due = due
    }

    /// What tests compare of `task`.
    public init(_ task: TaskItem) {
        self.init(title: task.title, isDone: task.isDone, notes: task.notes, due: task.due)
    }

    /// `[x] Title`, followed by the due date and the notes in quotes when there are any.
    public var description: String {
        let task = "\(isDone ? "[x]" : "[ ]") \(title)" + (due.map { " due \($0)" } ?? "")
        return notes.isEmpty ? task : "\(task) notes: \(notes.debugDescription)"
    }
}
