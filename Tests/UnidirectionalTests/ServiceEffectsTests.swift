import TaskListDomain
import TestSupport
import Testing

@testable import UnidirectionalCore

/// The effect handler against a spy service: which calls each effect makes, and which actions
/// come back.
@Suite("Service effects")
struct ServiceEffectsTests {
    let home = ScreenID(0)
    let tasks = ScreenID(1)

    /// Runs `effect` on a handler over `spy` and returns the actions it sent.
    private func run(_ effect: AppEffect, on spy: ServiceSpy, handler: ServiceEffects? = nil) -> [AppAction] {
        var sent: [AppAction] = []
        (handler ?? ServiceEffects(service: spy)).run(effect) { sent.append($0) }
        return sent
    }

    @Test("B01 loading the lists answers with them")
    func loadLists() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["x Milk", "Eggs"])])
        let sent = run(.screen(home, .home(.loadLists)), on: spy)
        #expect(spy.calls == [.summaries])
        #expect(sent == [.screen(home, .home(.listsLoaded(try spy.real.summaries())))])
    }

    @Test("B38 a failing call answers with the error")
    func failures() {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        spy.failure = .storage(.locked)
        #expect(
            run(.screen(home, .home(.loadLists)), on: spy) == [
                .screen(home, .home(.loadFailed(.storage(.locked))))
            ])
        #expect(
            run(.screen(home, .home(.deleteList(1))), on: spy) == [
                .screen(home, .home(.deleteFailed(.storage(.locked))))
            ])
        #expect(
            run(.screen(tasks, .tasks(.toggleTask(1))), on: spy) == [
                .screen(tasks, .tasks(.writeFailed(.storage(.locked))))
            ])
        #expect(
            run(.screen(tasks, .tasks(.deleteTask(1))), on: spy) == [
                .screen(tasks, .tasks(.writeFailed(.storage(.locked))))
            ])
        #expect(
            run(.screen(tasks, .tasks(.moveTask(1, past: 2))), on: spy) == [
                .screen(tasks, .tasks(.writeFailed(.storage(.locked))))
            ])
    }

    @Test("B11 B39 B23 B25 writes that succeed answer nothing: the change notification reloads")
    func writes() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        #expect(run(.screen(tasks, .tasks(.toggleTask(1))), on: spy) == [])
        #expect(run(.screen(tasks, .tasks(.deleteTask(2))), on: spy) == [])
        #expect(run(.screen(home, .home(.deleteList(2))), on: spy) == [])
        #expect(spy.calls == [.toggleTask(1), .deleteTask(2), .deleteList(2)])
        #expect(
            try Fixtures.contents(of: spy.real) == [
                StoredList(title: "Groceries", tasks: [StoredTask(title: "Milk", isDone: true)])
            ])
    }

    @Test("B62 B63 moving a task makes it trade places with the other in the store and answers nothing")
    func moveTask() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk", "Eggs", "Bread"])])
        #expect(run(.screen(tasks, .tasks(.moveTask(3, past: 1))), on: spy) == [])
        #expect(spy.calls == [.moveTask(3, past: 1)])
        #expect(try spy.real.tasks(inList: 1).map(\.title) == ["Bread", "Eggs", "Milk"])
        #expect(
            run(.screen(tasks, .tasks(.moveTask(3, past: 9))), on: spy) == [
                .screen(tasks, .tasks(.writeFailed(.taskNotFound)))
            ])
    }

    @Test(
        "B20 B26 B60 loading the tasks answers with the list and the tasks the filter and the search let through"
    )
    func loadTasks() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["x Milk", "Eggs", "x Oat milk"])])
        let search = TaskSearch("milk")
        let sent = run(.screen(tasks, .tasks(.loadTasks(1, filter: .done, search: search))), on: spy)
        let list = try spy.real.list(id: 1)
        let found = try spy.real.tasks(inList: 1, matching: .done, search: search)
        #expect(found.map(\.title) == ["Milk", "Oat milk"])
        #expect(
            sent == [
                .screen(tasks, .tasks(.tasksLoaded(list: list, tasks: found, filter: .done, search: search)))
            ])
        #expect(spy.calls == [.list(1), .tasksMatching(1, .done, search)])
    }

    @Test("B42 loading the tasks of a list that is gone answers listNotFound")
    func loadTasksOfMissingList() {
        let spy = ServiceSpy()
        #expect(
            run(.screen(tasks, .tasks(.loadTasks(9, filter: .all, search: TaskSearch()))), on: spy) == [
                .screen(tasks, .tasks(.loadFailed(.listNotFound)))
            ])
    }

    @Test("B06 B07 B10 saving a list answers with the stored list, trimmed, or why it was refused")
    func saveList() throws {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let editor = ScreenID(2)
        let added = run(.screen(editor, .listEditor(.addList(title: " Holiday ", icon: .travel))), on: spy)
        let holiday = try spy.real.list(id: 2)
        #expect(holiday.title == "Holiday")
        #expect(added == [.screen(editor, .listEditor(.saved(holiday)))])
        let renamed = run(
            .screen(editor, .listEditor(.updateList(1, title: "Shopping", icon: .home))), on: spy)
        #expect(renamed == [.screen(editor, .listEditor(.saved(try spy.real.list(id: 1))))])
        #expect(
            run(.screen(editor, .listEditor(.addList(title: " ", icon: .home))), on: spy)
                == [.screen(editor, .listEditor(.saveFailed(.emptyTitle)))])
        #expect(
            spy.calls == [
                .addList(" Holiday ", .travel), .updateList(1, "Shopping", .home), .addList(" ", .home),
            ])
    }

    @Test("B22 B24 B64 saving a task answers with the stored task and its notes, or why it was refused")
    func saveTask() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let editor = ScreenID(2)
        let added = run(
            .screen(editor, .taskEditor(.addTask(title: "Eggs", notes: "a dozen\nfree range", toList: 1))),
            on: spy)
        let eggs = try spy.real.tasks(inList: 1)[1]
        #expect(eggs.notes == "a dozen\nfree range")
        #expect(added == [.screen(editor, .taskEditor(.saved(eggs)))])
        let updated = run(
            .screen(editor, .taskEditor(.updateTask(1, title: "Oat milk", notes: "2 l"))), on: spy)
        let milk = try spy.real.tasks(inList: 1)[0]
        #expect((milk.title, milk.notes) == ("Oat milk", "2 l"))
        #expect(updated == [.screen(editor, .taskEditor(.saved(milk)))])
        #expect(
            run(.screen(editor, .taskEditor(.addTask(title: "Eggs", notes: "", toList: 9))), on: spy)
                == [.screen(editor, .taskEditor(.saveFailed(.listNotFound)))])
        #expect(
            spy.calls == [
                .addTaskWithNotes("Eggs", notes: "a dozen\nfree range", 1),
                .updateTask(1, "Oat milk", notes: "2 l"),
                .addTaskWithNotes("Eggs", notes: "", 9),
            ])
    }

    @Test("B65 notes are stored without trailing white space, or refused with the reason")
    func saveNotes() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let editor = ScreenID(2)
        _ = run(
            .screen(editor, .taskEditor(.updateTask(1, title: "Milk", notes: "2 l  \r\noat\n\n"))), on: spy)
        #expect(try spy.real.tasks(inList: 1)[0].notes == "2 l\noat")
        #expect(
            run(.screen(editor, .taskEditor(.updateTask(1, title: "Milk", notes: "a\tb"))), on: spy)
                == [.screen(editor, .taskEditor(.saveFailed(.notesControlCharacters)))])
        #expect(
            run(
                .screen(
                    editor,
                    .taskEditor(.updateTask(1, title: "Milk", notes: String(repeating: "x", count: 1001)))),
                on: spy)
                == [.screen(editor, .taskEditor(.saveFailed(.notesTooLong(maximum: 1000))))])
        #expect(try spy.real.tasks(inList: 1)[0].notes == "2 l\noat")
    }

    @Test("B36 an observation answers every change until the screen's effects are cancelled")
    func observation() throws {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let handler = ServiceEffects(service: spy)
        var sent: [AppAction] = []
        handler.run(.screen(home, .home(.observeChanges))) { sent.append($0) }
        handler.run(.screen(tasks, .tasks(.observeChanges))) { sent.append($0) }
        #expect(spy.activeObservations == 2)
        try spy.real.addTask(title: "Milk", toList: 1)
        #expect(
            sent == [
                .screen(home, .home(.serviceChanged)),
                .screen(tasks, .tasks(.serviceChanged(.tasks(listID: 1)))),
            ])
        handler.run(.cancel(tasks)) { sent.append($0) }
        #expect(spy.activeObservations == 1)
        sent = []
        try spy.real.addList(title: "Work", icon: .default)
        #expect(sent == [.screen(home, .home(.serviceChanged))])
    }

    @Test("releasing the handler ends every observation")
    func releaseEndsObservations() {
        let spy = ServiceSpy()
        var handler: ServiceEffects? = ServiceEffects(service: spy)
        handler?.run(.screen(home, .home(.observeChanges))) { _ in }
        #expect(spy.activeObservations == 1)
        handler = nil
        #expect(spy.activeObservations == 0)
    }
}
