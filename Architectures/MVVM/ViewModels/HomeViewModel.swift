import Observation
import TaskListDomain
import TaskListStrings

/// Where Home's view model sends the user; the app coordinator is one.
@MainActor
package protocol HomeCoordinating: AnyObject {
    /// Shows the tasks of `list`; `onListDeleted` hears when the list is gone and the screen closed.
    func showTasks(of list: TaskList, onListDeleted: @escaping () -> Void)
    /// Shows the list editor; `onSave` hears the list once it is stored and the editor is gone.
    func showListEditor(_ mode: ListEditorViewModel.Mode, onSave: @escaping (TaskList) -> Void)
    /// Shows Upcoming; `onListDeleted` hears when a list opened from there is gone and its screen closed.
    func showUpcoming(onListDeleted: @escaping () -> Void)
    /// Leaves Home, which quits the app.
    func quit()
}

/// Home's state and inputs: the lists as rows with their progress, the selected list, and what the
/// user can do with it. It follows the service's changes, never sees a view, and navigates through
/// its coordinator.
///
/// Its inputs that wait for the service are `async`: the view runs each in a task it owns. A read that a
/// change starts is this view model's own task, which holds it weakly. Only the answer of the read
/// started last is shown, so an answer that a newer read overtook changes nothing (B76).
@MainActor
@Observable
package final class HomeViewModel {
    /// The title bar.
    package let title = Strings.Home.title
    /// The lists, their progress, the selected one, and whether they are being read.
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
    private let undoHistory: any UndoHistory
    @ObservationIgnored private var summaries: [TaskListSummary] = []
    @ObservationIgnored private var subscription: ChangeSubscription?
    /// Counts the reads started; only the answer of the last one is shown.
    @ObservationIgnored private var latestRead = 0
    /// The read the last change started; a newer read cancels it, and so does freeing the view model.
    @ObservationIgnored private var changeRead: Task<Void, Never>?
    /// The list an editor saved or an undo restored, selected once the rows hold it.
    @ObservationIgnored private var listToSelect: TaskList.ID?

    /// A view model of Home that keeps the last list it deleted in `undoHistory`, which outlives it.
    package init(
        service: any TaskListService, coordinator: any HomeCoordinating, undoHistory: any UndoHistory
    ) {
        self.service = service
        self.coordinator = coordinator
        self.undoHistory = undoHistory
    }

    deinit {
        changeRead?.cancel()
    }

    /// Loads the lists and follows every later change; the view runs it when it shows the screen.
    package func load() async {
        subscription = service.observeChanges { [weak self] _ in self?.readAfterChange() }
        await reload()
    }

    /// Reads the lists again, as ctrl-r asks after a read failed (B80).
    package func reload() async {
        let read = beginRead()
        show(await Self.summaries(from: service), of: read)
    }

    /// Opens the editor for a new list, which is selected once saved.
    package func addList() {
        coordinator.showListEditor(.add) { [weak self] list in self?.select(list) }
    }

    /// Opens the tasks of the selected list.
    package func openSelectedList() {
        guard let summary = selectedSummary else { return }
        coordinator.showTasks(of: summary.list) { [weak self] in self?.sayListIsGone() }
    }

    /// Opens Upcoming: the tasks not done that have a due date, across the lists (B86).
    package func openUpcoming() {
        coordinator.showUpcoming { [weak self] in self?.sayListIsGone() }
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
            await self?.deleteList(id: summary.list.id)
        }
    }

    /// Takes back the last list deleted on Home: the list comes back whole and is selected once the rows hold
    /// it, and the status line says so; or it says why it could not, or that there is nothing to undo (B90,
    /// B92, B93).
    package func undo() async {
        do {
            guard let change = try await undoHistory.undoLastChange(in: .home, through: service) else {
                statusMessage = Strings.Undo.nothingToUndo
                return
            }
            guard !Task.isCancelled else { return }
            statusMessage = Strings.Undo.undone(change)
            if case .deletedList(let deleted) = change {
                select(deleted.list)
            }
        } catch {
            if !Task.isCancelled {
                statusMessage = Strings.message(for: error)
            }
        }
    }

    /// Leaves the app.
    package func quit() {
        coordinator.quit()
    }

    private var selectedSummary: TaskListSummary? {
        table.selectedIndex.map { summaries[$0] }
    }

    /// Says that the list open on a screen above Home is gone, once that screen is closed (B42).
    private func sayListIsGone() {
        statusMessage = Strings.message(for: .listNotFound)
    }

    /// Reads the lists after a change, in a task of its own that does not keep this view model alive.
    private func readAfterChange() {
        let read = beginRead()
        changeRead = Task { [weak self, service] in
            let answer = await Self.summaries(from: service)
            self?.show(answer, of: read)
        }
    }

    /// Starts a read: the one before it is no longer wanted, and the rows are loading.
    private func beginRead() -> Int {
        changeRead?.cancel()
        latestRead += 1
        table.isLoading = true
        return latestRead
    }

    private static func summaries(from service: any TaskListService) async -> Result<
        [TaskListSummary], TaskListError
    > {
        do {
            return .success(try await service.summaries())
        } catch {
            return .failure(error)
        }
    }

    /// Shows the lists that `read` brought, or why it failed; an answer nobody waits for any more (a newer
    /// read started, or the task was cancelled) changes nothing.
    private func show(_ answer: Result<[TaskListSummary], TaskListError>, of read: Int) {
        guard read == latestRead, !Task.isCancelled else { return }
        switch answer {
        case .success(let summaries): self.summaries = summaries
        case .failure(.cancelled): return
        case .failure(let error): statusMessage = Strings.message(for: error)
        }
        table.show(summaries)
        selectSavedList()
    }

    /// Deletes the list, and keeps what the delete removed for an undo once it has succeeded.
    private func deleteList(id: TaskList.ID) async {
        do {
            undoHistory[.home] = .deletedList(try await service.deleteList(id: id))
        } catch {
            if !Task.isCancelled {
                statusMessage = Strings.message(for: error)
            }
        }
    }

    /// Selects a list the editor saved or an undo restored: at once if the rows hold it, else when the read
    /// its change started brings it.
    private func select(_ list: TaskList) {
        listToSelect = list.id
        if summaries.contains(where: { $0.list.id == list.id }) {
            selectSavedList()
        }
    }

    private func selectSavedList() {
        guard let id = listToSelect else { return }
        listToSelect = nil
        if let index = summaries.firstIndex(where: { $0.list.id == id }) {
            table.select(at: index)
        }
    }
}
