import TaskListDomain

@testable import MVVMViewModels

/// Stands in for the app coordinator: records every navigation request and keeps the callbacks handed
/// on, so a test can play the part of a saved editor or of a tasks screen whose list is gone.
@MainActor
final class CoordinatorSpy: HomeCoordinating, UpcomingCoordinating, TasksCoordinating, EditorCoordinating {
    /// One navigation request, with what identifies its target.
    enum Call: Equatable {
        case showTasks(listTitle: String)
        case showListEditor(renaming: String?)
        case showUpcoming
        case showTasksSelecting(listTitle: String, taskID: TaskItem.ID)
        case quit
        case showTaskEditor(addingTo: TaskList.ID?, editing: String?)
        case goBack
        case returnToHome
        case dismissEditor
    }

    private(set) var calls: [Call] = []
    private(set) var onListSaved: ((TaskList) -> Void)?
    private(set) var onTaskSaved: ((TaskItem) -> Void)?
    private(set) var onListDeleted: (() -> Void)?

    func showTasks(of list: TaskList, onListDeleted: @escaping () -> Void) {
        calls.append(.showTasks(listTitle: list.title))
        self.onListDeleted = onListDeleted
    }

    func showListEditor(_ mode: ListEditorViewModel.Mode, onSave: @escaping (TaskList) -> Void) {
        switch mode {
        case .add: calls.append(.showListEditor(renaming: nil))
        case .rename(let list): calls.append(.showListEditor(renaming: list.title))
        }
        onListSaved = onSave
    }

    func showUpcoming(onListDeleted: @escaping () -> Void) {
        calls.append(.showUpcoming)
        self.onListDeleted = onListDeleted
    }

    func showTasks(of list: TaskList, selecting taskID: TaskItem.ID, onListDeleted: @escaping () -> Void) {
        calls.append(.showTasksSelecting(listTitle: list.title, taskID: taskID))
        self.onListDeleted = onListDeleted
    }

    func quit() {
        calls.append(.quit)
    }

    func showTaskEditor(_ mode: TaskEditorViewModel.Mode, onSave: @escaping (TaskItem) -> Void) {
        switch mode {
        case .add(let listID): calls.append(.showTaskEditor(addingTo: listID, editing: nil))
        case .edit(let task): calls.append(.showTaskEditor(addingTo: nil, editing: task.title))
        }
        onTaskSaved = onSave
    }

    func goBack() {
        calls.append(.goBack)
    }

    func returnToHome() {
        calls.append(.returnToHome)
    }

    func dismissEditor() {
        calls.append(.dismissEditor)
    }
}
