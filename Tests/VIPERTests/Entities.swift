import Foundation
import TaskListDomain
import TestSupport

/// Entities made up for presenter tests, which get their data from a spy interactor, not from a store.
enum Entities {
    /// A list with `id`, titled `title`, with the default icon.
    static func list(_ id: TaskList.ID, _ title: String, icon: ListIcon = .default) -> TaskList {
        TaskList(id: id, title: title, icon: icon, createdAt: Fixtures.epoch)
    }

    /// A list's summary: `done` of `total` tasks done.
    static func summary(_ id: TaskList.ID, _ title: String, done: Int = 0, total: Int = 0) -> TaskListSummary
    {
        TaskListSummary(list: list(id, title), doneCount: done, totalCount: total)
    }

    /// A task of list 1 with `id` and `notes`; a title starting with "x " makes it done.
    static func task(_ id: TaskItem.ID, _ title: String, notes: String = "") -> TaskItem {
        let isDone = title.hasPrefix("x ")
        return TaskItem(
            id: id, listID: 1, title: isDone ? String(title.dropFirst(2)) : title, notes: notes,
            isDone: isDone, createdAt: Fixtures.epoch)
    }

    /// Tasks of list 1 with IDs 1, 2, ... (see `task(_:_:)`).
    static func tasks(_ titles: String...) -> [TaskItem] {
        titles.enumerated().map { task(TaskItem.ID($0.offset + 1), $0.element) }
    }
}
