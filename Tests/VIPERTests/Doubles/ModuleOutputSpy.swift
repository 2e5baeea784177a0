import TaskListDomain
import VIPERLogic

/// Stands in for the module that opened an editor: keeps what the editor reported saved.
final class ModuleOutputSpy: ListEditorModuleOutput, TaskEditorModuleOutput {
    private(set) var savedLists: [TaskList] = []
    private(set) var savedTasks: [TaskItem] = []

    func listEditorDidSave(_ list: TaskList) {
        savedLists.append(list)
    }

    func taskEditorDidSave(_ task: TaskItem) {
        savedTasks.append(task)
    }
}
