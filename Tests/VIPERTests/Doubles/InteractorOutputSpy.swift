import TaskListDomain
import VIPERLogic

/// Stands in for the presenter an interactor reports to: writes down every result, in words.
@MainActor
final class InteractorOutputSpy: HomeInteractorOutput, TasksInteractorOutput, UpcomingInteractorOutput,
    ListEditorInteractorOutput, TaskEditorInteractorOutput
{
    private(set) var events: [String] = []

    func didStartLoadingLists() { events.append("loading lists") }

    func didLoadLists(_ lists: [TaskListSummary]) {
        events.append(
            "lists "
                + lists.map { "\($0.list.title) \($0.doneCount)/\($0.totalCount)" }.joined(separator: ", "))
    }

    func didFailToLoadLists(_ error: TaskListError) { events.append("failed to load lists: \(error)") }
    func didFailToDeleteList(_ error: TaskListError) { events.append("failed to delete list: \(error)") }

    func didStartLoadingTasks() { events.append("loading tasks") }

    func didLoadTasks(_ tasks: TaskRows, of list: TaskList) {
        events.append(
            "tasks of \(list.title): "
                + tasks.map { ($0.isDone ? "x " : "") + $0.title }.joined(separator: ", "))
    }

    func didFailToLoadTasks(_ error: TaskListError) { events.append("failed to load tasks: \(error)") }
    func didFailToUpdateTask(_ error: TaskListError) { events.append("failed to update task: \(error)") }
    func didStartLoadingUpcomingTasks() { events.append("loading upcoming tasks") }

    func didLoadUpcomingTasks(_ tasks: [UpcomingTask]) {
        events.append(
            "upcoming "
                + tasks.map { "\($0.task.title) in \($0.list.title) \($0.task.due.map(\.description) ?? "")" }
                .joined(separator: ", "))
    }

    func didFailToLoadUpcomingTasks(_ error: TaskListError) {
        events.append("failed to load upcoming tasks: \(error)")
    }
    func didFailToToggleTask(_ error: TaskListError) { events.append("failed to toggle task: \(error)") }
    func didUndo(_ change: UndoableChange) { events.append("undid \(Self.describe(change))") }
    func didFailToUndo(_ error: TaskListError) { events.append("failed to undo: \(error)") }
    func didFindNothingToUndo() { events.append("nothing to undo") }
    func didSaveList(_ list: TaskList) { events.append("saved list \(list.title) \(list.icon.glyph)") }
    func didFailToSaveList(_ error: TaskListError) { events.append("failed to save list: \(error)") }
    func didSaveTask(_ task: TaskItem) {
        events.append(
            "saved task \(task.title)" + (task.notes.isEmpty ? "" : " notes \(task.notes.debugDescription)")
                + (task.due.map { " due \($0)" } ?? ""))
    }
    func didFailToSaveTask(_ error: TaskListError) { events.append("failed to save task: \(error)") }

    /// `change` in words: `deleted list Groceries with 2 tasks`, `deleted task Eggs at 1`, `toggled Milk to done`.
    private static func describe(_ change: UndoableChange) -> String {
        switch change {
        case .deletedList(let deleted): "deleted list \(deleted.list.title) with \(deleted.tasks.count) tasks"
        case .deletedTask(let deleted): "deleted task \(deleted.task.title) at \(deleted.index)"
        case .toggledTask(let task): "toggled \(task.title) to \(task.isDone ? "done" : "not done")"
        }
    }
}
