import Foundation
import TaskListDomain

/// Every call of `TaskListService`, made with valid arguments on a service that holds one list
/// (`listID`) with one task (`taskID`).
enum ServiceCall: String, CaseIterable, Sendable, CustomStringConvertible {
    case summaries
    case list
    case tasks
    case upcomingTasks
    case addList
    case updateList
    case deleteList
    case restoreList
    case addTask
    case addTaskWithNotes
    case addTaskWithDue
    case renameTask
    case updateTask
    case toggleTask
    case setTaskDone
    case deleteTask
    case restoreTask
    case moveTask

    /// The calls that change data.
    static let writes: [ServiceCall] = [
        .addList, .updateList, .deleteList, .restoreList, .addTask, .addTaskWithNotes, .addTaskWithDue,
        .renameTask, .updateTask, .toggleTask, .setTaskDone, .deleteTask, .restoreTask, .moveTask,
    ]

    var description: String { rawValue }

    /// The creation date of what the restores put back.
    private static let day = Date(timeIntervalSince1970: 1_600_000_000)

    /// Makes the call and returns nothing, so that reads and writes can be treated alike.
    func perform(on service: TaskListCore, listID: TaskList.ID, taskID: TaskItem.ID)
        throws(TaskListError)
    {
        switch self {
        case .summaries: _ = try service.summaries()
        case .list: _ = try service.list(id: listID)
        case .tasks: _ = try service.tasks(inList: listID)
        case .upcomingTasks: _ = try service.upcomingTasks()
        case .addList: try service.addList(title: "New list", icon: .star)
        case .updateList: try service.updateList(id: listID, title: "Renamed", icon: .mail)
        case .deleteList: try service.deleteList(id: listID)
        case .restoreList:
            let list = TaskList(id: listID + 100, title: "Restored", icon: .star, createdAt: Self.day)
            let task = TaskItem(
                id: taskID + 100, listID: list.id, title: "Restored task", notes: "Notes",
                due: DueDate("2026-12-24"), isDone: true, createdAt: Self.day)
            try service.restoreList(DeletedList(list: list, tasks: [task]))
        case .addTask: try service.addTask(title: "New task", toList: listID)
        case .addTaskWithNotes:
            try service.addTask(title: "New task", notes: "Line 1\nLine 2", toList: listID)
        case .addTaskWithDue:
            try service.addTask(title: "New task", notes: "", due: "2026-12-24", toList: listID)
        case .renameTask: try service.renameTask(id: taskID, title: "Renamed")
        case .updateTask:
            try service.updateTask(id: taskID, title: "Renamed", notes: "Notes", due: "2027-01-02")
        case .toggleTask: try service.toggleTask(id: taskID)
        case .setTaskDone: try service.setTaskDone(id: taskID, isDone: true)
        case .deleteTask: try service.deleteTask(id: taskID)
        case .restoreTask:
            let task = TaskItem(
                id: taskID + 200, listID: listID, title: "Restored", isDone: true, createdAt: Self.day)
            try service.restoreTask(DeletedTask(task: task, index: 0))
        case .moveTask: try service.moveTask(id: taskID, past: taskID)
        }
    }
}
