import TaskListDomain

/// What Upcoming's presenter asks of its interactor.
@MainActor
package protocol UpcomingInteractorInput: UndoInteractorInput {
    /// Sends the upcoming tasks to the output again after every change to the data, in any list, until the
    /// interactor stops.
    func startObservingChanges()
    /// Reads the tasks not done that have a due date, across every list, and sends them to the output; a
    /// newer read replaces one still waiting.
    func loadUpcomingTasks()
    /// Flips `task` between done and not done, and keeps the toggle as Upcoming's last change to undo; the
    /// change that follows brings the new upcoming tasks.
    func toggleTask(_ task: TaskItem)
    /// Stops following changes and cancels every call still waiting: no answer reaches the output after it.
    func stop()
}

/// What Upcoming's interactor tells its presenter; it holds the presenter weakly.
@MainActor
package protocol UpcomingInteractorOutput: UndoInteractorOutput {
    /// A read of the upcoming tasks started; its answer comes as `didLoadUpcomingTasks(_:)` or
    /// `didFailToLoadUpcomingTasks(_:)`.
    func didStartLoadingUpcomingTasks()
    /// The tasks not done that have a due date, soonest first, each with its list.
    func didLoadUpcomingTasks(_ tasks: [UpcomingTask])
    /// Reading the upcoming tasks failed.
    func didFailToLoadUpcomingTasks(_ error: TaskListError)
    /// A toggle failed; nothing changed.
    func didFailToToggleTask(_ error: TaskListError)
}

/// Upcoming's use cases: read the tasks still to do that have a due date across every list, toggle one and
/// undo that, follow every change to the data. It talks to the service and the undo history and knows no
/// screen, no text and no key.
@MainActor
package final class UpcomingInteractor {
    /// The presenter that hears the results.
    package weak var output: (any UpcomingInteractorOutput)?
    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private var subscription: ChangeSubscription?
    private let calls = ServiceCalls()
    /// The read of the upcoming tasks still waiting, which a newer read cancels.
    private var loading: Task<Void, Never>?

    package init(service: any TaskListService, undoHistory: any UndoHistory) {
        self.service = service
        self.undoHistory = undoHistory
    }
}

extension UpcomingInteractor: UpcomingInteractorInput {
    package func startObservingChanges() {
        subscription = service.observeChanges { [weak self] _ in self?.loadUpcomingTasks() }
    }

    package func loadUpcomingTasks() {
        loading?.cancel()
        output?.didStartLoadingUpcomingTasks()
        loading = calls.start { [weak self, service] in
            do throws(TaskListError) {
                let tasks = try await service.upcomingTasks()
                self?.output?.didLoadUpcomingTasks(tasks)
            } catch .cancelled {
            } catch {
                self?.output?.didFailToLoadUpcomingTasks(error)
            }
        }
    }

    package func toggleTask(_ task: TaskItem) {
        calls.start { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                undoHistory.record(.toggledTask(try await service.toggleTask(id: task.id)), in: .upcoming)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToToggleTask(error)
            }
        }
    }

    package func undoLastChange() {
        UndoUseCase(scope: .upcoming, history: undoHistory, service: service)
            .undoLastChange(in: calls) { [weak self] in self?.output }
    }

    package func stop() {
        subscription = nil
        calls.cancelAll()
    }
}
