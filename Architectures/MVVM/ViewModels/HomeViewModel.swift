import Observation
import TaskListDomain
import TaskListStrings

/// Where Home's view model sends the user; the app coordinator is one.
package protocol HomeCoordinating: AnyObject {
    /// Shows the tasks of `list`; `onListDeleted` hears when the list is gone and the screen closed.
    func showTasks(of list: TaskList, onListDeleted: @escaping () -> Void)
    /// Shows the list editor; `onSave` hears the list once it is stored and the editor is gone.
    func showListEditor(_ mode: ListEditorViewModel.Mode, onSave: @escaping (TaskList) -> Void)
    /// Leaves Home, which quits the app.
    func quit()
}

/// Home's state and inputs: the lists as rows with their progress, the selected list, and what the
/// user can do with it. It follows the service's changes, never sees a view, and navigates through
/// its coordinator.
@Observable
package final class HomeViewModel {
    /// The title bar.
    package let title = Strings.Home.title
    /// The lists, their progress and the selected one.
    package let table = TableViewModel<[TaskListSummary]>(emptyText: Strings.Home.emptyState) { summary in
        RowViewModel(
            text: Strings.Home.row(summary.list),
            detail: Strings.Home.progress(done: summary.doneCount, total: summary.totalCount))
    }
    /// Why the last action failed, for the status line; the view clears it once shown, at the next key.
    package var statusMessage: String?
    /// The question to ask before a list is deleted; the view clears it once answered.
    package var confirmation: ConfirmationRequest?

    private let service: any TaskListService
    private let coordinator: any HomeCoordinating
    @ObservationIgnored private var summaries: [TaskListSummary] = []
    @ObservationIgnored private var subscription: ChangeSubscription?

    package init(service: any TaskListService, coordinator: any HomeCoordinating) {
        self.service = service
        self.coordinator = coordinator
    }

    /// Loads the lists and follows every later change; the view calls it when it shows the screen.
    package func load() {
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Opens the editor for a new list, which is selected once saved.
    package func addList() {
        coordinator.showListEditor(.add) { [weak self] list in self?.select(list) }
    }

    /// Opens the tasks of the selected list.
    package func openSelectedList() {
        guard let summary = selectedSummary else { return }
        coordinator.showTasks(of: summary.list) { [weak self] in
            self?.statusMessage = Strings.message(for: .listNotFound)
        }
    }

    /// Opens the editor for the selected list's title and icon.
    package func renameSelectedList() {
        guard let summary = selectedSummary else { return }
        coordinator.showListEditor(.rename(summary.list)) { [weak self] list in self?.select(list) }
    }

    /// Asks whether to delete the selected list and its tasks.
    package func deleteSelectedList() {
        guard let summary = selectedSummary else { return }
        let message = Strings.Home.deletePrompt(title: summary.list.title, taskCount: summary.totalCount)
        confirmation = ConfirmationRequest(message: message) { [weak self] in
            self?.deleteList(id: summary.list.id)
        }
    }

    /// Leaves the app.
    package func quit() {
        coordinator.quit()
    }

    private var selectedSummary: TaskListSummary? {
        table.selectedIndex.map { summaries[$0] }
    }

    private func reload() {
        do {
            summaries = try service.summaries()
        } catch {
            statusMessage = Strings.message(for: error)
        }
        table.show(summaries)
    }

    private func deleteList(id: TaskList.ID) {
        do {
            try service.deleteList(id: id)
        } catch {
            statusMessage = Strings.message(for: error)
        }
    }

    /// Selects a list the editor saved. `summaries` already holds it: the service notified this view
    /// model, which reloaded, before the editor's save returned, because change notifications are synchronous.
    private func select(_ list: TaskList) {
        if let index = summaries.firstIndex(where: { $0.list.id == list.id }) {
            table.select(at: index)
        }
    }
}
