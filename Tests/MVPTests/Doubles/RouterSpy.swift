import TaskListDomain

@testable import MVPPresenters

/// Stands in for the router: writes down every route asked for, in words, and keeps the delegates
/// handed on, so a test can open the screen the presenter asked for.
final class RouterSpy: HomeRouting, TasksRouting, UpcomingRouting, EditorRouting {
    private(set) var routes: [String] = []
    private(set) var listEditorMode: ListEditorPresenter.Mode?
    private(set) weak var listEditorDelegate: (any ListEditorPresenterDelegate)?
    private(set) var taskEditorMode: TaskEditorPresenter.Mode?
    private(set) weak var taskEditorDelegate: (any TaskEditorPresenterDelegate)?
    private(set) weak var tasksDelegate: (any TasksPresenterDelegate)?

    func showTasks(of list: TaskList, delegate: any TasksPresenterDelegate) {
        routes.append("tasks of \(list.title)")
        tasksDelegate = delegate
    }

    func showUpcoming(delegate: any TasksPresenterDelegate) {
        routes.append("upcoming")
        tasksDelegate = delegate
    }

    func showTasks(of list: TaskList, selecting taskID: TaskItem.ID, delegate: any TasksPresenterDelegate) {
        routes.append("tasks of \(list.title) selecting task \(taskID)")
        tasksDelegate = delegate
    }

    func showListEditor(_ mode: ListEditorPresenter.Mode, delegate: any ListEditorPresenterDelegate) {
        if case .rename(let list) = mode {
            routes.append("list editor renaming \(list.title)")
        } else {
            routes.append("list editor adding")
        }
        listEditorMode = mode
        listEditorDelegate = delegate
    }

    func quit() {
        routes.append("quit")
    }

    func showTaskEditor(_ mode: TaskEditorPresenter.Mode, delegate: any TaskEditorPresenterDelegate) {
        if case .edit(let task) = mode {
            routes.append("task editor editing \(task.title)")
        } else {
            routes.append("task editor adding")
        }
        taskEditorMode = mode
        taskEditorDelegate = delegate
    }

    func goBack() {
        routes.append("back")
    }

    func returnToHome() {
        routes.append("home")
    }

    func dismissEditor() {
        routes.append("dismiss editor")
    }
}
