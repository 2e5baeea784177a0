import TaskListDomain

/// Runs the app's effects on the service: each call's result comes back as the asking screen's
/// action, and each change observation is kept until the screen's effects are cancelled.
package final class ServiceEffects: EffectHandler {
    private let service: any TaskListService
    private var observations: [ScreenID: ChangeSubscription] = [:]

    /// Runs effects on `service`.
    package init(service: any TaskListService) {
        self.service = service
    }

    package func run(_ effect: AppEffect, send: @escaping (AppAction) -> Void) async -> AppAction? {
        switch effect {
        case .screen(let id, .home(let effect)):
            return await run(effect, for: id) { send(.screen(id, .home($0))) }.map { .screen(id, .home($0)) }
        case .screen(let id, .tasks(let effect)):
            return await run(effect, for: id) { send(.screen(id, .tasks($0))) }.map {
                .screen(id, .tasks($0))
            }
        case .screen(let id, .upcoming(let effect)):
            return await run(effect, for: id) { send(.screen(id, .upcoming($0))) }.map {
                .screen(id, .upcoming($0))
            }
        case .screen(let id, .listEditor(let effect)):
            return .screen(id, .listEditor(await run(effect)))
        case .screen(let id, .taskEditor(let effect)):
            return .screen(id, .taskEditor(await run(effect)))
        case .cancel(let id):
            observations[id] = nil
            return nil
        }
    }

    private func run(_ effect: HomeEffect, for id: ScreenID, send: @escaping (HomeAction) -> Void) async
        -> HomeAction?
    {
        switch effect {
        case .observeChanges:
            observations[id] = service.observeChanges { _ in send(.serviceChanged) }
        case .loadLists:
            do {
                return .listsLoaded(try await service.summaries())
            } catch {
                return .loadFailed(error)
            }
        case .deleteList(let listID):
            do {
                return .listDeleted(try await service.deleteList(id: listID))
            } catch {
                return .deleteFailed(error)
            }
        case .undo(let change):
            return await undo(change, answering: HomeAction.undone, or: HomeAction.undoFailed)
        }
        return nil
    }

    private func run(_ effect: TasksEffect, for id: ScreenID, send: @escaping (TasksAction) -> Void) async
        -> TasksAction?
    {
        switch effect {
        case .observeChanges:
            observations[id] = service.observeChanges { send(.serviceChanged($0)) }
        case .loadTasks(let listID, let filter, let search, let readsList):
            do {
                let list = readsList ? try await service.list(id: listID) : nil
                let tasks = try await service.tasks(inList: listID, matching: filter, search: search)
                return .tasksLoaded(list: list, tasks: tasks, filter: filter, search: search)
            } catch {
                return .loadFailed(error)
            }
        case .toggleTask(let taskID):
            do {
                return .taskToggled(try await service.toggleTask(id: taskID))
            } catch {
                return .writeFailed(error)
            }
        case .moveTask(let taskID, let otherID):
            do {
                try await service.moveTask(id: taskID, past: otherID)
            } catch {
                return .writeFailed(error)
            }
        case .deleteTask(let taskID):
            do {
                return .taskDeleted(try await service.deleteTask(id: taskID))
            } catch {
                return .writeFailed(error)
            }
        case .undo(let change):
            return await undo(change, answering: TasksAction.undone, or: TasksAction.undoFailed)
        }
        return nil
    }

    private func run(_ effect: UpcomingEffect, for id: ScreenID, send: @escaping (UpcomingAction) -> Void)
        async -> UpcomingAction?
    {
        switch effect {
        case .observeChanges:
            observations[id] = service.observeChanges { _ in send(.serviceChanged) }
        case .loadTasks:
            do {
                return .tasksLoaded(try await service.upcomingTasks())
            } catch {
                return .loadFailed(error)
            }
        case .toggleTask(let taskID):
            do {
                return .taskToggled(try await service.toggleTask(id: taskID))
            } catch {
                return .writeFailed(error)
            }
        case .undo(let change):
            return await undo(change, answering: UpcomingAction.undone, or: UpcomingAction.undoFailed)
        }
        return nil
    }

    /// Takes `change` back, answering with `undone`, or with `failed` and the reason.
    private func undo<Action>(
        _ change: UndoableChange, answering undone: (UndoableChange) -> Action,
        or failed: (UndoableChange, TaskListError) -> Action
    ) async -> Action {
        do {
            try await service.undo(change)
            return undone(change)
        } catch {
            return failed(change, error)
        }
    }

    private func run(_ effect: ListEditorEffect) async -> ListEditorAction {
        do {
            return switch effect {
            case .addList(let title, let icon): .saved(try await service.addList(title: title, icon: icon))
            case .updateList(let listID, let title, let icon):
                .saved(try await service.updateList(id: listID, title: title, icon: icon))
            }
        } catch {
            return .saveFailed(error)
        }
    }

    private func run(_ effect: TaskEditorEffect) async -> TaskEditorAction {
        do {
            return switch effect {
            case .addTask(let title, let notes, let due, let listID):
                .saved(try await service.addTask(title: title, notes: notes, due: due, toList: listID))
            case .updateTask(let taskID, let title, let notes, let due):
                .saved(try await service.updateTask(id: taskID, title: title, notes: notes, due: due))
            }
        } catch {
            return .saveFailed(error)
        }
    }
}
