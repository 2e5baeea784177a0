import TaskListDomain

@testable import MVC

/// Stands in for the controller that opened an editor or a tasks screen: writes down what it heard, in
/// words, and keeps what was saved.
@MainActor
final class ControllerDelegateSpy: ListEditorControllerDelegate, TaskEditorControllerDelegate,
    TasksControllerDelegate
{
    private(set) var events: [String] = []
    private(set) var savedLists: [TaskList] = []
    private(set) var savedTasks: [TaskItem] = []

    func listEditorController(_ controller: ListEditorController, didSave list: TaskList) {
        events.append("saved list \(list.title)")
        savedLists.append(list)
    }

    func listEditorControllerDidCancel(_ controller: ListEditorController) {
        events.append("cancelled")
    }

    func taskEditorController(_ controller: TaskEditorController, didSave task: TaskItem) {
        events.append("saved task \(task.title)")
        savedTasks.append(task)
    }

    func taskEditorControllerDidCancel(_ controller: TaskEditorController) {
        events.append("cancelled")
    }

    func tasksControllerDidFindListDeleted(_ controller: TasksController) {
        events.append("list deleted")
    }
}
