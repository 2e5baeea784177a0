import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// Which of the store's tasks each effect runs under and which it cancels, as values: a read of a
/// screen's rows replaces the one in flight, a write runs beside the others, and a screen that leaves
/// cancels all of its own.
@Suite("App effects")
struct AppEffectTests {
    let home = ScreenID(0)
    let tasks = ScreenID(1)
    let upcoming = ScreenID(2)

    @Test("B76 a read of a screen's rows runs under the screen and its rows, and cancels the read in flight")
    func readsReplaceEachOther() {
        for effect in [
            AppEffect.screen(home, .home(.loadLists)),
            .screen(
                tasks, .tasks(.loadTasks(1, filter: .done, search: TaskSearch("milk"), readsList: false))),
            .screen(tasks, .tasks(.loadTasks(1, filter: .all, search: TaskSearch(), readsList: true))),
            .screen(upcoming, .upcoming(.loadTasks)),
        ] {
            guard case .screen(let id, _) = effect else { continue }
            #expect(effect.cancelIDs == [.screen(id), .rows(id)])
            #expect(effect.cancelsInFlight == [.rows(id)])
        }
    }

    @Test("B77 a write or an observation runs under its screen only and cancels nothing")
    func writesRunBeside() {
        for effect in [
            AppEffect.screen(home, .home(.observeChanges)), .screen(tasks, .tasks(.moveTask(1, past: 2))),
            .screen(upcoming, .upcoming(.observeChanges)),
            .screen(tasks, .listEditor(.addList(title: "Work", icon: .home))),
            .screen(tasks, .taskEditor(.updateTask(1, title: "Milk", notes: "", due: ""))),
        ] {
            guard case .screen(let id, _) = effect else { continue }
            #expect(effect.cancelIDs == [.screen(id)], "\(effect)")
            #expect(effect.cancelsInFlight == [], "\(effect)")
        }
    }

    @Test(
        "B77 B92 a write that can be undone, and an undo, run under no ID: their answers reach the undo history also after their screen left"
    )
    func undoableWritesOutliveTheirScreen() {
        let change = UndoableChange.toggledTask(Samples.task(1, "Milk", done: true))
        for effect in [
            AppEffect.screen(home, .home(.deleteList(1))), .screen(home, .home(.undo(change))),
            .screen(tasks, .tasks(.toggleTask(1))), .screen(tasks, .tasks(.deleteTask(1))),
            .screen(tasks, .tasks(.undo(change))), .screen(upcoming, .upcoming(.toggleTask(1))),
            .screen(upcoming, .upcoming(.undo(change))),
        ] {
            #expect(effect.cancelIDs == [], "\(effect)")
            #expect(effect.cancelsInFlight == [], "\(effect)")
        }
    }

    @Test("B76 a screen that leaves cancels every task of its own and runs under none")
    func leavingCancelsTheScreen() {
        #expect(AppEffect.cancel(tasks).cancelIDs == [])
        #expect(AppEffect.cancel(tasks).cancelsInFlight == [.screen(tasks)])
    }
}
