import Foundation
import TaskListDomain
import TestSupport

/// Lists, tasks and summaries made by hand, for reducer tests that need no service.
enum Samples {
    static func list(_ id: TaskList.ID, _ title: String, icon: ListIcon = .default) -> TaskList {
        TaskList(id: id, title: title, icon: icon, createdAt: Fixtures.epoch)
    }

    static func summary(_ id: TaskList.ID, _ title: String, done: Int = 0, total: Int = 0) -> TaskListSummary
    {
        TaskListSummary(list: list(id, title), doneCount: done, totalCount: total)
    }

    static func task(
        _ id: TaskItem.ID, _ title: String, notes: String = "", due: DueDate? = nil, done: Bool = false,
        list: TaskList.ID = 1
    ) -> TaskItem {
        TaskItem(
            id: id, listID: list, title: title, notes: notes, due: due, isDone: done,
            createdAt: Fixtures.epoch)
    }
}
