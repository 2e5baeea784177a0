import TaskListDomain
import VIPERLogic

/// Stands in for any module's router: writes down every route asked for, in words, and keeps the module
/// output handed to an editor, so a test can play the editor.
final class RouterSpy: HomeRouterInput, TasksRouterInput, ListEditorRouterInput, TaskEditorRouterInput {
    private(set) var routes: [String] = []
    private(set) weak var listEditorOutput: (any ListEditorModuleOutput)?
    private(set) weak var taskEditorOutput: (any TaskEditorModuleOutput)?

    func showTasks(of list: TaskList) {
        routes.append("tasks of \(list.title)")
    }

    func showListEditor(_ mode: ListEditorMode, output: any ListEditorModuleOutput) {
        switch mode {
        case .add: routes.append("list editor adding")
        case .rename(let list): routes.append("list editor renaming \(list.title)")
        }
        listEditorOutput = output
    }

    func quit() {
        routes.append("quit")
    }

    func showTaskEditor(_ mode: TaskEditorMode, output: any TaskEditorModuleOutput) {
        switch mode {
        case .add(let listID): routes.append("task editor adding to list \(listID)")
        case .edit(let task): routes.append("task editor editing \(task.title)")
        }
        taskEditorOutput = output
    }

    func goBack() {
        routes.append("back")
    }

    func dismiss() {
        routes.append("dismiss")
    }
}
