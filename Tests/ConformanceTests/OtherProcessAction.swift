import Foundation
import TaskListDomain

/// A write made by another program on the same database, from a `#! other-process` line.
/// Lists and tasks are named by their 1-based position, as a user sees them.
enum OtherProcessAction {
    case addList(title: String)
    case renameList(list: Int, title: String)
    case deleteList(list: Int)
    case addTask(list: Int, title: String)
    case addTasks(list: Int, count: Int, title: String)
    case toggleTask(list: Int, task: Int)
    case deleteTask(list: Int, task: Int)
    case moveTask(list: Int, task: Int, offset: Int)
    case setDue(list: Int, task: Int, due: String)
    case addListUnchecked(title: String)
    case addTaskUnchecked(list: Int, title: String)

    /// Parses `add-list TITLE`, `rename-list N TITLE`, `delete-list N`, `add-task N TITLE`, `add-tasks N COUNT
    /// TITLE` (COUNT tasks titled `TITLE 1`, `TITLE 2`, …),
    /// `toggle-task N M`, `delete-task N M`, `move-task N M up|down` (task M trades places with the task
    /// above or below it in its list) and `set-due N M YYYY-MM-DD|none` (task M of list N gets that due
    /// date, or none, and keeps its title and notes); and, written straight to the store without the
    /// service's checks as a foreign program could, `add-list-unchecked TITLE` and
    /// `add-task-unchecked N TITLE`, where `\e`, `\a`, `\t` and `\n` stand for ESC, BEL, tab and newline.
    init(_ words: [String]) throws {
        let numbers = words.dropFirst().prefix(2).compactMap { Int($0) }
        let title = { (skip: Int) in words.dropFirst(1 + skip).joined(separator: " ") }
        switch (words.first, numbers.count) {
        case ("add-list", _): self = .addList(title: title(0))
        case ("rename-list", 1...): self = .renameList(list: numbers[0], title: title(1))
        case ("delete-list", 1...): self = .deleteList(list: numbers[0])
        case ("add-task", 1...): self = .addTask(list: numbers[0], title: title(1))
        case ("add-tasks", 2): self = .addTasks(list: numbers[0], count: numbers[1], title: title(2))
        case ("toggle-task", 2): self = .toggleTask(list: numbers[0], task: numbers[1])
        case ("delete-task", 2): self = .deleteTask(list: numbers[0], task: numbers[1])
        case ("move-task", 2) where words.count == 4 && ["up", "down"].contains(words[3]):
            self = .moveTask(list: numbers[0], task: numbers[1], offset: words[3] == "up" ? -1 : 1)
        case ("set-due", 2) where words.count == 4:
            self = .setDue(list: numbers[0], task: numbers[1], due: words[3] == "none" ? "" : words[3])
        case ("add-list-unchecked", _): self = .addListUnchecked(title: Self.unescaped(title(0)))
        case ("add-task-unchecked", 1...):
            self = .addTaskUnchecked(list: numbers[0], title: Self.unescaped(title(1)))
        default: throw ScenarioRunner.Failure(description: "bad other-process action: \(words)")
        }
    }

    /// Makes the write through the other program's own service, or straight to the store; a position
    /// with no list or task there fails the scenario.
    func perform(on service: TaskListCore, store: any TaskStore) throws {
        let lists = try service.summaries().map(\.list)
        func list(_ position: Int) throws -> TaskList.ID {
            try Self.item(at: position, of: lists, named: "list").id
        }
        func task(_ listPosition: Int, _ position: Int) throws -> TaskItem.ID {
            try Self.item(at: position, of: service.tasks(inList: list(listPosition)), named: "task").id
        }
        switch self {
        case .addList(let title): try service.addList(title: title, icon: .default)
        case .renameList(let position, let title):
            let renamed = try Self.item(at: position, of: lists, named: "list")
            try service.updateList(id: renamed.id, title: title, icon: renamed.icon)
        case .deleteList(let position): try service.deleteList(id: list(position))
        case .addTask(let position, let title): try service.addTask(title: title, toList: list(position))
        case .addTasks(let position, let count, let title):
            for number in 1...max(1, count) {
                try service.addTask(title: "\(title) \(number)", toList: list(position))
            }
        case .toggleTask(let listPosition, let position):
            try service.toggleTask(id: task(listPosition, position))
        case .deleteTask(let listPosition, let position):
            try service.deleteTask(id: task(listPosition, position))
        case .moveTask(let listPosition, let position, let offset):
            try service.moveTask(
                id: task(listPosition, position), past: task(listPosition, position + offset))
        case .setDue(let listPosition, let position, let due):
            let task = try Self.item(
                at: position, of: service.tasks(inList: list(listPosition)), named: "task")
            try service.updateTask(id: task.id, title: task.title, notes: task.notes, due: due)
        case .addListUnchecked(let title):
            _ = try store.insertList(title: title, icon: .default, createdAt: .now)
        case .addTaskUnchecked(let position, let title):
            _ = try store.insertTask(listID: list(position), title: title, createdAt: .now)
        }
    }

    /// The item at the 1-based `position`, or a failure that names what is missing.
    private static func item<Item>(at position: Int, of items: [Item], named noun: String) throws -> Item {
        guard items.indices.contains(position - 1) else {
            throw ScenarioRunner.Failure(description: "other process: no \(noun) at position \(position)")
        }
        return items[position - 1]
    }

    private static func unescaped(_ text: String) -> String {
        [("\\e", "\u{1B}"), ("\\a", "\u{07}"), ("\\t", "\t"), ("\\n", "\n")].reduce(text) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }
}
