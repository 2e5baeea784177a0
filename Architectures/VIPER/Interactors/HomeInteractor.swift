import TaskListDomain

/// What Home's presenter asks of its interactor.
@MainActor
package protocol HomeInteractorInput: UndoInteractorInput {
    /// Sends the lists to the output again after every change to the data, until the interactor stops.
    func startObservingChanges()
    /// Reads the lists with their progress and sends them to the output; a newer read replaces one still
    /// waiting.
    func loadLists()
    /// Deletes `list` and its tasks, and keeps the delete as the lists' last change to undo; the change that
    /// follows brings the new lists.
    func deleteList(_ list: TaskList)
    /// Stops following changes and cancels every call still waiting: no answer reaches the output after it.
    func stop()
}

/// What Home's interactor tells its presenter; it holds the presenter weakly.
@MainActor
package protocol HomeInteractorOutput: UndoInteractorOutput {
    /// A read of the lists started; its answer comes as `didLoadLists(_:)` or `didFailToLoadLists(_:)`.
    func didStartLoadingLists()
    /// The lists in creation order, with their progress.
    func didLoadLists(_ lists: [TaskListSummary])
    /// Reading the lists failed.
    func didFailToLoadLists(_ error: TaskListError)
    /// A delete failed; nothing changed.
    func didFailToDeleteList(_ error: TaskListError)
}

/// Home's use cases: read the lists with their progress, delete a list and undo that, follow every change to
/// the data. It talks to the service and the undo history and knows no screen, no text and no key.
@MainActor
package final class HomeInteractor {
    /// The presenter that hears the results.
    package weak var output: (any HomeInteractorOutput)?
    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private var subscription: ChangeSubscription?
    private let calls = ServiceCalls()
    /// The read of the lists still waiting, which a newer read cancels.
    private var loading: Task<Void, Never>?

    package init(service: any TaskListService, undoHistory: any UndoHistory) {
        self.service = service
        self.undoHistory = undoHistory
    }
}

extension HomeInteractor: HomeInteractorInput {
    package func startObservingChanges() {
        subscription = service.observeChanges { [weak self] _ in self?.loadLists() }
    }

    package func loadLists() {
        loading?.cancel()
        output?.didStartLoadingLists()
        loading = calls.start { [weak self, service] in
            do throws(TaskListError) {
                let lists = try await service.summaries()
                self?.output?.didLoadLists(lists)
            } catch .cancelled {
            } catch {
                self?.output?.didFailToLoadLists(error)
            }
        }
    }

    package func deleteList(_ list: TaskList) {
        calls.start { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                undoHistory.record(.deletedList(try await service.deleteList(id: list.id)), in: .lists)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToDeleteList(error)
            }
        }
    }

    package func undoLastChange() {
        UndoUseCase(scope: .lists, history: undoHistory, service: service)
            .undoLastChange(in: calls) { [weak self] in self?.output }
    }

    package func stop() {
        subscription = nil
        calls.cancelAll()
    }
}
