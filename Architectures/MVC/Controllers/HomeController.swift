import TaskListDomain
import TaskListStrings
import TerminalKit

/// Owns the home screen: loads the lists from the service, feeds them to the view's table, reacts
/// to the view's intents, and pushes the next controller.
final class HomeController: Page {
    let homeView = HomeView()
    var rootView: any View { homeView }

    private let service: any TaskListService
    private weak var navigator: (any Navigator)?
    private var summaries: [TaskListSummary] = []
    private var listPendingDeletion: TaskListSummary?
    private var subscription: ChangeSubscription?

    init(service: any TaskListService, navigator: any Navigator) {
        self.service = service
        self.navigator = navigator
        homeView.delegate = self
        homeView.listView.dataSource = self
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Reads the lists, keeping the selection on its list (B67).
    private func reload() {
        let selectedID = homeView.listView.selectedIndex.map { summaries[$0].id }
        do {
            summaries = try service.summaries()
        } catch {
            homeView.status = Strings.message(for: error)
        }
        homeView.listView.reloadData()
        if let index = summaries.firstIndex(where: { $0.id == selectedID }) {
            homeView.listView.selectRow(at: index)
        }
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
        let tasks = TasksController(list: summaries[index].list, service: service, navigator: navigator)
        tasks.delegate = self
        navigator.push(tasks)
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

    func homeViewDidRequestQuit(_ homeView: HomeView) {
        navigator?.pop()
    }
}

extension HomeController: ConfirmDialogDelegate {
    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        guard let summary = listPendingDeletion else { return }
        listPendingDeletion = nil
        do {
            try service.deleteList(id: summary.list.id)
        } catch {
            homeView.status = Strings.message(for: error)
        }
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        listPendingDeletion = nil
    }
}

extension HomeController: ListEditorControllerDelegate {
    /// Selects the saved list. `summaries` already holds it: the service notified this controller, which
    /// reloaded, before the editor's save returned, because change notifications are synchronous.
    func listEditorController(_ controller: ListEditorController, didSave list: TaskList) {
        navigator?.pop()
        if let index = summaries.firstIndex(where: { $0.list.id == list.id }) {
            homeView.listView.selectRow(at: index)
        }
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
