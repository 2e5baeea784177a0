import TaskListDomain

/// What Home's presenter asks of its interactor.
package protocol HomeInteractorInput: AnyObject {
    /// Sends the lists to the output again after every change to the data, until the interactor is freed.
    func startObservingChanges()
    /// Sends the lists with their progress to the output.
    func loadLists()
    /// Deletes `list` and its tasks; the change that follows brings the new lists.
    func deleteList(_ list: TaskList)
}

/// What Home's interactor tells its presenter; it holds the presenter weakly.
package protocol HomeInteractorOutput: AnyObject {
    /// The lists in creation order, with their progress.
    func didLoadLists(_ lists: [TaskListSummary])
    /// Reading the lists failed.
    func didFailToLoadLists(_ error: TaskListError)
    /// A delete failed; nothing changed.
    func didFailToDeleteList(_ error: TaskListError)
}

/// Home's use cases: read the lists with their progress, delete a list, follow every change to the data.
/// It talks to the service and knows no screen, no text and no key.
package final class HomeInteractor {
    /// The presenter that hears the results.
    package weak var output: (any HomeInteractorOutput)?
    private let service: any TaskListService
    private var subscription: ChangeSubscription?

    package init(service: any TaskListService) {
        self.service = service
    }
}

extension HomeInteractor: HomeInteractorInput {
    package func startObservingChanges() {
        subscription = service.observeChanges { [weak self] _ in self?.loadLists() }
    }

    package func loadLists() {
        do {
            output?.didLoadLists(try service.summaries())
        } catch {
            output?.didFailToLoadLists(error)
        }
    }

    package func deleteList(_ list: TaskList) {
        do {
            try service.deleteList(id: list.id)
        } catch {
            output?.didFailToDeleteList(error)
        }
    }
}
