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

    package func run(_ effect: AppEffect, send: @escaping (AppAction) -> Void) {
        switch effect {
        case .screen(let id, .home(let effect)):
            run(effect, for: id) { send(.screen(id, .home($0))) }
        case .screen(let id, .tasks(let effect)):
            run(effect, for: id) { send(.screen(id, .tasks($0))) }
        case .screen(let id, .listEditor(let effect)):
            send(.screen(id, .listEditor(run(effect))))
        case .screen(let id, .taskEditor(let effect)):
            send(.screen(id, .taskEditor(run(effect))))
        case .cancel(let id):
            observations[id] = nil
        }
    }

    private func run(_ effect: HomeEffect, for id: ScreenID, send: @escaping (HomeAction) -> Void) {
        switch effect {
        case .observeChanges:
            observations[id] = service.observeChanges { _ in send(.serviceChanged) }
        case .loadLists:
            do {
                send(.listsLoaded(try service.summaries()))
            } catch {
                send(.loadFailed(error))
            }
        case .deleteList(let listID):
            do {
                try service.deleteList(id: listID)
            } catch {
                send(.deleteFailed(error))
            }
        }
    }

    private func run(_ effect: TasksEffect, for id: ScreenID, send: @escaping (TasksAction) -> Void) {
        switch effect {
        case .observeChanges:
            observations[id] = service.observeChanges { send(.serviceChanged($0)) }
        case .loadTasks(let listID, let filter, let search):
            do {
                let list = try service.list(id: listID)
                let tasks = try service.tasks(inList: listID, matching: filter, search: search)
                send(.tasksLoaded(list: list, tasks: tasks, filter: filter, search: search))
            } catch {
                send(.loadFailed(error))
            }
        case .toggleTask(let taskID):
            do {
                try service.toggleTask(id: taskID)
            } catch {
                send(.writeFailed(error))
            }
        case .moveTask(let taskID, let otherID):
            do {
                try service.moveTask(id: taskID, past: otherID)
            } catch {
                send(.writeFailed(error))
            }
        case .deleteTask(let taskID):
            do {
                try service.deleteTask(id: taskID)
            } catch {
                send(.writeFailed(error))
            }
        }
    }

    private func run(_ effect: ListEditorEffect) -> ListEditorAction {
        do {
            return switch effect {
            case .addList(let title, let icon): .saved(try service.addList(title: title, icon: icon))
            case .updateList(let listID, let title, let icon):
                .saved(try service.updateList(id: listID, title: title, icon: icon))
            }
        } catch {
            return .saveFailed(error)
        }
    }

    private func run(_ effect: TaskEditorEffect) -> TaskEditorAction {
        do {
            return switch effect {
            case .addTask(let title, let notes, let listID):
                .saved(try service.addTask(title: title, notes: notes, toList: listID))
            case .updateTask(let taskID, let title, let notes):
                .saved(try service.updateTask(id: taskID, title: title, notes: notes))
            }
        } catch {
            return .saveFailed(error)
        }
    }
}
