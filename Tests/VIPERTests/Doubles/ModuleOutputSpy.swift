import TaskListDomain
import VIPERLogic

/// Stands in for the module that opened another: keeps what an editor reported saved, and counts the
/// times the tasks module reported its list gone.
final class ModuleOutputSpy: ListEditorModuleOutput, TaskEditorModuleOutput, TasksModuleOutput {
    private(set) var savedLists: [TaskList] = []
    private(set) var savedTasks: [TaskItem] = []
    private(set) var deletedListReports = 0

    func listEditorDidSave(_ list: TaskList) {
        savedLists.append(list)
    }

    func taskEditorDidSave(_ task: TaskItem) {
        savedTasks.append(task)
    }

    func tasksDidFindListDeleted() {
        deletedListReports += 1
    }
}
