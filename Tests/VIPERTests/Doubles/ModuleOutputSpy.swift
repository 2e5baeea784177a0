import TaskListDomain
import VIPERLogic

/// Stands in for the module that opened another: keeps what an editor reported saved, added or changed,
/// and counts the times the tasks module reported its list gone.
@MainActor
final class ModuleOutputSpy: ListEditorModuleOutput, TaskEditorModuleOutput, TasksModuleOutput {
    private(set) var savedLists: [TaskList] = []
    private(set) var addedTasks: [TaskItem] = []
    private(set) var updatedTasks: [TaskItem] = []
    private(set) var deletedListReports = 0

    func listEditorDidSave(_ list: TaskList) {
        savedLists.append(list)
    }

    func taskEditorDidAdd(_ task: TaskItem) {
        addedTasks.append(task)
    }

    func taskEditorDidUpdate(_ task: TaskItem) {
        updatedTasks.append(task)
    }

    func tasksDidFindListDeleted() {
        deletedListReports += 1
    }
}
