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
    func didSaveList(_ list: TaskList) { events.append("saved list \(list.title) \(list.icon.glyph)") }
    func didFailToSaveList(_ error: TaskListError) { events.append("failed to save list: \(error)") }
    func didSaveTask(_ task: TaskItem) {
        events.append(
            "saved task \(task.title)" + (task.notes.isEmpty ? "" : " notes \(task.notes.debugDescription)")
                + (task.due.map { " due \($0)" } ?? ""))
    }
    func didFailToSaveTask(_ error: TaskListError) { events.append("failed to save task: \(error)") }
}
