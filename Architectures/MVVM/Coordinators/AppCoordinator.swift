import MVVMViewModels
import TaskListDomain
import TerminalKit

/// Moves the user between screens: it creates each view model with its view and pushes or pops
/// the view on the navigator, which it holds weakly. The view models keep it alive. It hands every view
/// model the undo history, which outlives the screens.
@MainActor
final class AppCoordinator {
    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator) {
        self.service = service
        self.undoHistory = undoHistory
        self.navigator = navigator
    }

    /// The first screen, Home, for the host to push.
    func start() -> any Page {
        HomeView(viewModel: HomeViewModel(service: service, coordinator: self, undoHistory: undoHistory))
    }

    /// Opens a list's tasks screen into a state: its view model starts with the task to select once the
    /// rows come, as a deep link configures the screen it opens.
    private func pushTasks(
        of list: TaskList, selecting taskID: TaskItem.ID?, onListDeleted: @escaping () -> Void
    ) {
        let viewModel = TasksViewModel(
            list: list, selecting: taskID, service: service, coordinator: self, undoHistory: undoHistory,
            onListDeleted: onListDeleted)
        navigator?.push(TasksView(viewModel: viewModel))
    }
}

extension AppCoordinator: HomeCoordinating {
    func showTasks(of list: TaskList, onListDeleted: @escaping () -> Void) {
        pushTasks(of: list, selecting: nil, onListDeleted: onListDeleted)
    }

    func showUpcoming(onListDeleted: @escaping () -> Void) {
        let viewModel = UpcomingViewModel(
            service: service, coordinator: self, undoHistory: undoHistory, onListDeleted: onListDeleted)
        navigator?.push(UpcomingView(viewModel: viewModel))
    }

    func showListEditor(_ mode: ListEditorViewModel.Mode, onSave: @escaping (TaskList) -> Void) {
        let viewModel = ListEditorViewModel(mode: mode, service: service, coordinator: self, onSave: onSave)
        navigator?.push(ListEditorView(viewModel: viewModel))
    }

    func quit() {
        navigator?.pop()
    }
}

extension AppCoordinator: TasksCoordinating {
    func showTaskEditor(_ mode: TaskEditorViewModel.Mode, onSave: @escaping (TaskItem) -> Void) {
        let viewModel = TaskEditorViewModel(mode: mode, service: service, coordinator: self, onSave: onSave)
        navigator?.push(TaskEditorView(viewModel: viewModel))
    }

    func goBack() {
        navigator?.pop()
    }

    func returnToHome() {
        navigator?.popToRoot()
    }
}

extension AppCoordinator: UpcomingCoordinating {
    func showTasks(of list: TaskList, selecting taskID: TaskItem.ID, onListDeleted: @escaping () -> Void) {
        pushTasks(of: list, selecting: taskID, onListDeleted: onListDeleted)
    }
}

extension AppCoordinator: EditorCoordinating {
    func dismissEditor() {
        navigator?.pop()
    }
}
