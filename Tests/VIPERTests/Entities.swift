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

    /// A task of list `listID` with `id`, `notes` and `due` (`YYYY-MM-DD`, nil for none); a title starting
    /// with "x " makes it done.
    static func task(
        _ id: TaskItem.ID, _ title: String, notes: String = "", due: String? = nil, listID: TaskList.ID = 1
    ) -> TaskItem {
        let isDone = title.hasPrefix("x ")
        return TaskItem(
            id: id, listID: listID, title: isDone ? String(title.dropFirst(2)) : title, notes: notes,
            due: due.flatMap(DueDate.init), isDone: isDone, createdAt: Fixtures.epoch)
    }

    /// The task with `id` and `title`, due on `due`, as Upcoming shows it: in `list`.
    static func upcoming(_ id: TaskItem.ID, _ title: String, due: String, in list: TaskList) -> UpcomingTask {
        UpcomingTask(task: task(id, title, due: due, listID: list.id), list: list)
    }

    /// Tasks of list 1 with IDs 1, 2, ... (see `task(_:_:)`).
    static func tasks(_ titles: String...) -> [TaskItem] {
        titles.enumerated().map { task(TaskItem.ID($0.offset + 1), $0.element) }
    }
}
