import TaskListDomain
import TaskListStrings
import TerminalKit

/// Owns the home screen: loads the lists from the service, feeds them to the view's table, reacts
/// to the view's intents, and pushes the next controller: a list's tasks, Upcoming or an editor.
@MainActor
final class HomeController: Page {
    let homeView = HomeView()
    var rootView: any View { homeView }

    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private weak var navigator: (any Navigator)?
    private var summaries: [TaskListSummary] = []
    private var listPendingDeletion: TaskListSummary?
    private var subscription: ChangeSubscription?
    /// The read of the lists in progress; a newer read cancels it, and so does quitting.
    private var loadTask: Task<Void, Never>?

    init(service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator) {
        self.service = service
        self.undoHistory = undoHistory
        self.navigator = navigator
        homeView.delegate = self
        homeView.listView.dataSource = self
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Quitting took the screen away: a read still pending is not wanted.
    func didLeave() {
        loadTask?.cancel()
    }

    /// Reads the lists in a task of its own, cancelling a read still pending, and shows "Loading…" if
    /// they are late (B75); when they come, selects `listID` if given, else the list selected then (B67).
    private func reload(selecting listID: TaskList.ID? = nil) {
        loadTask?.cancel()
        homeView.listView.isLoading = true
        loadTask = Task { [weak self, service] in
            do throws(TaskListError) {
                let summaries = try await service.summaries()
                guard !Task.isCancelled else { return }
                self?.show(summaries, selecting: listID)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    private func show(_ summaries: [TaskListSummary], selecting listID: TaskList.ID?) {
        let selectedID = listID ?? homeView.listView.selectedIndex.map { self.summaries[$0].id }
        self.summaries = summaries
        homeView.listView.isLoading = false
        homeView.listView.reloadData()
        if let index = summaries.firstIndex(where: { $0.id == selectedID }) {
            homeView.listView.selectRow(at: index)
        }
    }

    /// Says what came back, and selects the list when the lists have been read again.
    private func showUndone(_ change: UndoableChange) {
        homeView.status = Strings.Undo.undone(change)
        if case .deletedList(let deleted) = change {
            reload(selecting: deleted.list.id)
        }
    }

    /// Shows no lists and says why; ctrl-r reads again (B80).
    private func showFailure(_ error: TaskListError) {
        summaries = []
        homeView.listView.isLoading = false
        homeView.listView.reloadData()
        homeView.status = Strings.message(for: error)
    }

    private func showEditor(_ mode: ListEditorController.Mode) {
        let editor = ListEditorController(mode: mode, service: service)
        editor.delegate = self
        navigator?.push(editor)
    }
}

extension HomeController: ListViewDataSource {
    func numberOfRows(in listView: ListView) -> Int {
        summaries.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let summary = summaries[index]
        return ListRow(
            text: Strings.Home.row(summary.list),
            detail: Strings.Home.progress(done: summary.doneCount, total: summary.totalCount)
        )
    }
}

extension HomeController: HomeViewDelegate {
    func homeViewDidRequestAdd(_ homeView: HomeView) {
        showEditor(.add)
    }

    func homeView(_ homeView: HomeView, didRequestOpenListAt index: Int) {
        guard let navigator else { return }
        let tasks = TasksController(
            list: summaries[index].list, service: service, undoHistory: undoHistory, navigator: navigator)
        tasks.delegate = self
        navigator.push(tasks)
    }

    func homeViewDidRequestUpcoming(_ homeView: HomeView) {
        guard let navigator else { return }
        let upcoming = UpcomingController(service: service, undoHistory: undoHistory, navigator: navigator)
        upcoming.tasksDelegate = self
        navigator.push(upcoming)
    }

    func homeView(_ homeView: HomeView, didRequestRenameListAt index: Int) {
        showEditor(.rename(summaries[index].list))
    }

    func homeView(_ homeView: HomeView, didRequestDeleteListAt index: Int) {
        let summary = summaries[index]
        listPendingDeletion = summary
        let dialog = ConfirmDialog(
            message: Strings.Home.deletePrompt(title: summary.list.title, taskCount: summary.totalCount)
        )
        dialog.delegate = self
        homeView.present(dialog)
    }

    func homeViewDidRequestReload(_ homeView: HomeView) {
        reload()
    }

    /// Takes back the last list deleted on Home: once it is back, it is selected and the status line says
    /// so; an undo that fails says why and can be tried again (B90, B92, B93).
    func homeViewDidRequestUndo(_ homeView: HomeView) {
        guard let change = undoHistory.takeChange(in: .home) else {
            homeView.status = Strings.Undo.nothingToUndo
            return
        }
        Task { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                try await service.undo(change)
                self?.showUndone(change)
            } catch {
                undoHistory.putBack(change, in: .home)
                self?.homeView.status = Strings.message(for: error)
            }
        }
    }

    func homeViewDidRequestQuit(_ homeView: HomeView) {
        navigator?.pop()
    }
}

extension HomeController: ConfirmDialogDelegate {
    /// Sends the delete; the list goes when the service's change notification reloads, and the deleted list
    /// becomes Home's change to undo; a failure says why (B77, B78, B90).
    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        guard let summary = listPendingDeletion else { return }
        listPendingDeletion = nil
        Task { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                let deleted = try await service.deleteList(id: summary.list.id)
                undoHistory.record(.deletedList(deleted), in: .home)
            } catch {
                self?.homeView.status = Strings.message(for: error)
            }
        }
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        listPendingDeletion = nil
    }
}

extension HomeController: ListEditorControllerDelegate {
    /// Closes the editor and reads the lists again, selecting the saved one when they come.
    func listEditorController(_ controller: ListEditorController, didSave list: TaskList) {
        navigator?.pop()
        reload(selecting: list.id)
    }

    func listEditorControllerDidCancel(_ controller: ListEditorController) {
        navigator?.pop()
    }
}

extension HomeController: TasksControllerDelegate {
    /// Closes the tasks screen and whatever was opened from it, and says why (B42).
    func tasksControllerDidFindListDeleted(_ controller: TasksController) {
        navigator?.popToRoot()
        homeView.status = Strings.message(for: .listNotFound)
    }
}
