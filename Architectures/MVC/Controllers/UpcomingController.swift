import TaskListDomain
import TaskListStrings
import TerminalKit

/// Owns the Upcoming screen: loads the undone tasks with a due date from every list, feeds them to the
/// view's table, follows every change, toggles, and pushes the tasks screen of a task's list with that task
/// selected.
@MainActor
final class UpcomingController: Page {
    /// Hears from the tasks screens Upcoming opens that their list is gone: Home, which closes them (B42).
    weak var tasksDelegate: TasksControllerDelegate?
    let upcomingView = UpcomingView()
    var rootView: any View { upcomingView }

    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private weak var navigator: (any Navigator)?
    private var upcoming: [UpcomingTask] = []
    private var subscription: ChangeSubscription?
    /// The read of the rows in progress; a newer read cancels it, and so does leaving the screen.
    private var loadTask: Task<Void, Never>?

    init(service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator) {
        self.service = service
        self.undoHistory = undoHistory
        self.navigator = navigator
        upcomingView.delegate = self
        upcomingView.listView.dataSource = self
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Back or back to Home took the screen away: a read still pending is not wanted (B76).
    func didLeave() {
        loadTask?.cancel()
    }

    /// Reads the upcoming tasks in a task of its own, cancelling a read still pending, and shows
    /// "Loading…" if they are late (B75); any change in any list may add, move or remove a row (B89). When
    /// they come, selects `taskID` if given and shown, else the task selected then (B67).
    private func reload(selecting taskID: TaskItem.ID? = nil) {
        loadTask?.cancel()
        upcomingView.listView.isLoading = true
        loadTask = Task { [weak self, service] in
            do throws(TaskListError) {
                let upcoming = try await service.upcomingTasks()
                guard !Task.isCancelled else { return }
                self?.show(upcoming, selecting: taskID)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    /// Shows `upcoming`, selecting `taskID` if given, else the task selected when they come while it is
    /// still shown (B67).
    private func show(_ upcoming: [UpcomingTask], selecting taskID: TaskItem.ID?) {
        let selectedID = taskID ?? upcomingView.listView.selectedIndex.map { self.upcoming[$0].id }
        self.upcoming = upcoming
        upcomingView.listView.isLoading = false
        upcomingView.listView.reloadData()
        if let index = upcoming.firstIndex(where: { $0.id == selectedID }) {
            upcomingView.listView.selectRow(at: index)
        }
    }

    /// Says what came back, and selects the task when the rows have been read again.
    private func showUndone(_ change: UndoableChange) {
        upcomingView.status = Strings.Undo.undone(change)
        if case .toggledTask(let task) = change {
            reload(selecting: task.id)
        }
    }

    /// Shows no tasks and says why; ctrl-r reads again (B80).
    private func showFailure(_ error: TaskListError) {
        upcoming = []
        upcomingView.listView.isLoading = false
        upcomingView.listView.reloadData()
        upcomingView.status = Strings.message(for: error)
    }
}

extension UpcomingController: ListViewDataSource {
    func numberOfRows(in listView: ListView) -> Int {
        upcoming.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let item = upcoming[index]
        return ListRow(text: Strings.Upcoming.row(item), detail: Strings.Upcoming.detail(item))
    }
}

extension UpcomingController: UpcomingViewDelegate {
    /// Sends the toggle at once; the task leaves the rows when the service's change notification reloads
    /// them, and the toggle becomes Upcoming's change to undo; a failure says why (B77, B78, B87, B91).
    func upcomingView(_ upcomingView: UpcomingView, didRequestToggleTaskAt index: Int) {
        let id = upcoming[index].id
        Task { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                let task = try await service.toggleTask(id: id)
                undoHistory.record(.toggledTask(task), in: .upcoming)
            } catch {
                self?.upcomingView.status = Strings.message(for: error)
            }
        }
    }

    /// Pushes the tasks screen of the task's list, made to select the task once its rows come (B88).
    func upcomingView(_ upcomingView: UpcomingView, didRequestOpenTaskAt index: Int) {
        guard let navigator else { return }
        let item = upcoming[index]
        let tasks = TasksController(
            list: item.list, service: service, undoHistory: undoHistory, navigator: navigator,
            selecting: item.id)
        tasks.delegate = tasksDelegate
        navigator.push(tasks)
    }

    func upcomingViewDidRequestBack(_ upcomingView: UpcomingView) {
        navigator?.pop()
    }

    func upcomingViewDidRequestReload(_ upcomingView: UpcomingView) {
        reload()
    }

    /// Takes back the last toggle made on Upcoming: once the task is back in the rows, it is selected and
    /// the status line says so; an undo that fails says why and can be tried again (B91, B92, B93).
    func upcomingViewDidRequestUndo(_ upcomingView: UpcomingView) {
        guard let change = undoHistory.takeChange(in: .upcoming) else {
            upcomingView.status = Strings.Undo.nothingToUndo
            return
        }
        Task { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                try await service.undo(change)
                self?.showUndone(change)
            } catch {
                undoHistory.putBack(change, in: .upcoming)
                self?.upcomingView.status = Strings.message(for: error)
            }
        }
    }
}
