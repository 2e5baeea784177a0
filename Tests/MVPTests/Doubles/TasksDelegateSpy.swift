@testable import MVPPresenters

/// Stands in for the presenter that opened a tasks screen: counts the times it heard the list is gone.
final class TasksDelegateSpy: TasksPresenterDelegate {
    private(set) var deletedListReports = 0

    func tasksPresenterDidFindListDeleted(_ presenter: TasksPresenter) {
        deletedListReports += 1
    }
}
