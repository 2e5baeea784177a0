import TaskListDomain

@testable import MVPPresenters

/// Stands in for the presenter that opened an editor: keeps what the editor reported saved.
final class EditorDelegateSpy: ListEditorPresenterDelegate, TaskEditorPresenterDelegate {
    private(set) var savedLists: [TaskList] = []
    private(set) var savedTasks: [TaskItem] = []

    func listEditorPresenter(_ presenter: ListEditorPresenter, didSave list: TaskList) {
        savedLists.append(list)
    }

    func taskEditorPresenter(_ presenter: TaskEditorPresenter, didSave task: TaskItem) {
        savedTasks.append(task)
    }
}
