import MVVMViewModels
import TaskListDomain
import TerminalKit

/// Moves the user between screens: it creates each view model with its view and pushes or pops
/// the view on the navigator, which it holds weakly. The view models keep it alive.
@MainActor
final class AppCoordinator {
    private let service: any TaskListService
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, navigator: any Navigator) {
        self.service = service
        self.navigator = navigator
    }

    /// The first screen, Home, for the host to push.
    func start() -> any Page {
        HomeView(viewModel: HomeViewModel(service: service, coordinator: self))
    }
}

extension AppCoordinator: HomeCoordinating {
    func showTasks(of list: TaskList, onListDeleted: @escaping () -> Void) {
        let viewModel = TasksViewModel(
            list: list, service: service, coordinator: self, onListDeleted: onListDeleted)
        navigator?.push(TasksView(viewModel: viewModel))
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

extension AppCoordinator: EditorCoordinating {
    func dismissEditor() {
        navigator?.pop()
    }
}
