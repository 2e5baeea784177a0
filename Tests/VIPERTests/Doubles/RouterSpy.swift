import TaskListDomain
import VIPERLogic

/// Stands in for any module's router: writes down every route asked for, in words, and keeps the module
/// output handed on, so a test can play the editor or the tasks module.
@MainActor
final class RouterSpy: HomeRouterInput, TasksRouterInput, UpcomingRouterInput, ListEditorRouterInput,
    TaskEditorRouterInput
{
    private(set) var routes: [String] = []
    private(set) weak var listEditorOutput: (any ListEditorModuleOutput)?
    private(set) weak var taskEditorOutput: (any TaskEditorModuleOutput)?
    private(set) weak var tasksOutput: (any TasksModuleOutput)?

    func showTasks(of list: TaskList, output: any TasksModuleOutput) {
        routes.append("tasks of \(list.title)")
        tasksOutput = output
    }

    func showUpcoming(output: any TasksModuleOutput) {
        routes.append("upcoming")
        tasksOutput = output
    }

    func showTasks(of list: TaskList, selecting task: TaskItem, output: any TasksModuleOutput) {
        routes.append("tasks of \(list.title) selecting \(task.title)")
        tasksOutput = output
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

    func returnToHome() {
        routes.append("home")
    }

    func dismiss() {
        routes.append("dismiss")
    }
}
