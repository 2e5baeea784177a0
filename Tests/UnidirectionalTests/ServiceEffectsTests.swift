import TaskListDomain
import TestSupport
import Testing

@testable import UnidirectionalCore

/// The effect handler against a spy service: which calls each effect makes, and which action it
/// answers with.
@Suite("Service effects")
@MainActor
struct ServiceEffectsTests {
    let home = ScreenID(0)
    let tasks = ScreenID(1)

    /// Runs `effect` on a handler over `spy` and returns the action it answered with.
    private func run(_ effect: AppEffect, on spy: ServiceSpy) async -> AppAction? {
        await ServiceEffects(service: spy).run(effect) { _ in }
    }

    /// What an effect run in a task of its own answered, once it has.
    final class Answer {
        var action: AppAction?
    }

    /// Runs `effect` on a handler over `spy` in a task of its own, whose answer goes to `answer`.
    @discardableResult
    private func start(_ effect: AppEffect, on spy: ServiceSpy, answer: Answer) -> Task<Void, Never> {
        Task { answer.action = await run(effect, on: spy) }
    }

    @Test("B01 loading the lists answers with them")
    func loadLists() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["x Milk", "Eggs"])])
        let answer = await run(.screen(home, .home(.loadLists)), on: spy)
        #expect(spy.calls == [.summaries])
        #expect(answer == .screen(home, .home(.listsLoaded(try await spy.real.summaries()))))
    }

    @Test("B38 B78 B80 a failing call answers with the error")
    func failures() async {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        spy.failure = .storage(.locked)
        #expect(
            await run(.screen(home, .home(.loadLists)), on: spy)
                == .screen(home, .home(.loadFailed(.storage(.locked)))))
        #expect(
            await run(.screen(home, .home(.deleteList(1))), on: spy)
                == .screen(home, .home(.deleteFailed(.storage(.locked)))))
        #expect(
            await run(.screen(tasks, .tasks(.toggleTask(1))), on: spy)
                == .screen(tasks, .tasks(.writeFailed(.storage(.locked)))))
        #expect(
            await run(.screen(tasks, .tasks(.deleteTask(1))), on: spy)
                == .screen(tasks, .tasks(.writeFailed(.storage(.locked)))))
        #expect(
            await run(.screen(tasks, .tasks(.moveTask(1, past: 2))), on: spy)
                == .screen(tasks, .tasks(.writeFailed(.storage(.locked)))))
        #expect(
            await run(
                .screen(tasks, .tasks(.loadTasks(1, filter: .all, search: TaskSearch(), readsList: false))),
                on: spy)
                == .screen(tasks, .tasks(.loadFailed(.storage(.locked)))))
    }

    @Test(
        "B11 B39 B23 B25 B90 B91 toggles and deletes answer with what they did, for the undo history; the change notification reloads"
    )
    func writes() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", ["Report"])])
        let eggs = try await spy.real.tasks(inList: 1)[1]
        let work = try await spy.real.list(id: 2)
        let report = try await spy.real.tasks(inList: 2)
        let milk = await run(.screen(tasks, .tasks(.toggleTask(1))), on: spy)
        guard case .screen(tasks, .tasks(.taskToggled(let toggled))) = milk else {
            Issue.record("the toggle answered \(String(describing: milk))")
            return
        }
        #expect((toggled.id, toggled.isDone) == (1, true))
        #expect(
            await run(.screen(tasks, .tasks(.deleteTask(2))), on: spy)
                == .screen(tasks, .tasks(.taskDeleted(DeletedTask(task: eggs, index: 1)))))
        #expect(
            await run(.screen(home, .home(.deleteList(2))), on: spy)
                == .screen(home, .home(.listDeleted(DeletedList(list: work, tasks: report)))))
        #expect(spy.calls == [.toggleTask(1), .deleteTask(2), .deleteList(2)])
        #expect(
            try await Fixtures.contents(of: spy.real) == [
                StoredList(title: "Groceries", tasks: [StoredTask(title: "Milk", isDone: true)])
            ])
    }

    @Test("B62 B63 moving a task makes it trade places with the other in the store and answers nothing")
    func moveTask() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk", "Eggs", "Bread"])])
        #expect(await run(.screen(tasks, .tasks(.moveTask(3, past: 1))), on: spy) == nil)
        #expect(spy.calls == [.moveTask(3, past: 1)])
        #expect(try await spy.real.tasks(inList: 1).map(\.title) == ["Bread", "Eggs", "Milk"])
        #expect(
            await run(.screen(tasks, .tasks(.moveTask(3, past: 9))), on: spy)
                == .screen(tasks, .tasks(.writeFailed(.taskNotFound))))
    }

    @Test(
        "B20 B26 B60 B75 loading the tasks answers with the tasks the filter and the search let through, and reads only them"
    )
    func loadTasks() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["x Milk", "Eggs", "x Oat milk"])])
        let search = TaskSearch("milk")
        let answer = await run(
            .screen(tasks, .tasks(.loadTasks(1, filter: .done, search: search, readsList: false))), on: spy)
        let found = try await spy.real.tasks(inList: 1, matching: .done, search: search)
        #expect(found.map(\.title) == ["Milk", "Oat milk"])
        #expect(
            answer
                == .screen(
                    tasks, .tasks(.tasksLoaded(list: nil, tasks: found, filter: .done, search: search))))
        #expect(spy.calls == [.tasksMatching(1, .done, search)])
    }

    @Test("B36 B75 after lists changed, loading the tasks reads the list first and answers with both")
    func loadTasksReadingTheList() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let answer = await run(
            .screen(tasks, .tasks(.loadTasks(1, filter: .all, search: TaskSearch(), readsList: true))),
            on: spy)
        let list = try await spy.real.list(id: 1)
        let found = try await spy.real.tasks(inList: 1, matching: .all, search: TaskSearch())
        #expect(
            answer
                == .screen(
                    tasks, .tasks(.tasksLoaded(list: list, tasks: found, filter: .all, search: TaskSearch())))
        )
        #expect(spy.calls == [.list(1), .allTasks(1)])
    }

    @Test("B42 loading the tasks of a list that is gone answers listNotFound, with the list read or not")
    func loadTasksOfMissingList() async {
        let spy = ServiceSpy()
        for readsList in [false, true] {
            #expect(
                await run(
                    .screen(
                        tasks, .tasks(.loadTasks(9, filter: .all, search: TaskSearch(), readsList: readsList))
                    ),
                    on: spy) == .screen(tasks, .tasks(.loadFailed(.listNotFound))))
        }
    }

    @Test("B75 a load answers when the service does, after its latency")
    func loadWaitsForTheService() async {
        let spy = ServiceSpy(lists: [("Groceries", [])], latency: .milliseconds(500))
        let time = Fixtures.replayClock(of: spy.real)
        let answer = Answer()
        start(.screen(home, .home(.loadLists)), on: spy, answer: answer)
        await time.settle()
        await time.wait(.milliseconds(499))
        #expect(answer.action == nil)
        await time.wait(.milliseconds(1))
        guard case .screen(home, .home(.listsLoaded(let lists))) = answer.action else {
            Issue.record("no lists loaded")
            return
        }
        #expect(lists.map(\.list.title) == ["Groceries"])
    }

    @Test("B76 a load whose task is cancelled stops waiting and reads nothing; it answers .cancelled")
    func cancelledLoad() async {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])], latency: .milliseconds(500))
        let time = Fixtures.replayClock(of: spy.real)
        let answer = Answer()
        let load = start(
            .screen(tasks, .tasks(.loadTasks(1, filter: .all, search: TaskSearch(), readsList: true))),
            on: spy,
            answer: answer)
        await time.settle()
        await time.wait(.milliseconds(200))
        load.cancel()
        await time.settle()
        #expect(answer.action == .screen(tasks, .tasks(.loadFailed(.cancelled))))
        #expect(spy.calls == [.list(1)])
        #expect(spy.cancelledCalls == [.list(1)])
    }

    @Test("B79 B82 a save whose task is cancelled still writes: the service never cancels a write")
    func cancelledSaveStillWrites() async throws {
        let spy = ServiceSpy(lists: [("Groceries", [])], latency: .milliseconds(500))
        let time = Fixtures.replayClock(of: spy.real)
        let answer = Answer()
        let save = start(
            .screen(ScreenID(2), .listEditor(.addList(title: "Work", icon: .home))), on: spy, answer: answer)
        await time.settle()
        await time.wait(.milliseconds(200))
        save.cancel()
        await time.wait(.milliseconds(300))
        guard case .screen(_, .listEditor(.saved(let work))) = answer.action else {
            Issue.record("the save did not answer")
            return
        }
        #expect(work.title == "Work")
        #expect(spy.cancelledCalls == [])
        spy.real.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: spy.real).map(\.title) == ["Groceries", "Work"])
    }

    @Test("B06 B07 B10 saving a list answers with the stored list, trimmed, or why it was refused")
    func saveList() async throws {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let editor = ScreenID(2)
        let added = await run(
            .screen(editor, .listEditor(.addList(title: " Holiday ", icon: .travel))), on: spy)
        let holiday = try await spy.real.list(id: 2)
        #expect(holiday.title == "Holiday")
        #expect(added == .screen(editor, .listEditor(.saved(holiday))))
        let renamed = await run(
            .screen(editor, .listEditor(.updateList(1, title: "Shopping", icon: .home))), on: spy)
        #expect(renamed == .screen(editor, .listEditor(.saved(try await spy.real.list(id: 1)))))
        #expect(
            await run(.screen(editor, .listEditor(.addList(title: " ", icon: .home))), on: spy)
                == .screen(editor, .listEditor(.saveFailed(.emptyTitle))))
        #expect(
            spy.calls == [
                .addList(" Holiday ", .travel), .updateList(1, "Shopping", .home), .addList(" ", .home),
            ])
    }

    @Test("B22 B24 B64 saving a task answers with the stored task and its notes, or why it was refused")
    func saveTask() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let editor = ScreenID(2)
        let added = await run(
            .screen(
                editor, .taskEditor(.addTask(title: "Eggs", notes: "a dozen\nfree range", due: "", toList: 1))
            ),
            on: spy)
        let eggs = try await spy.real.tasks(inList: 1)[1]
        #expect(eggs.notes == "a dozen\nfree range")
        #expect(added == .screen(editor, .taskEditor(.saved(eggs))))
        let updated = await run(
            .screen(editor, .taskEditor(.updateTask(1, title: "Oat milk", notes: "2 l", due: ""))), on: spy)
        let milk = try await spy.real.tasks(inList: 1)[0]
        #expect((milk.title, milk.notes) == ("Oat milk", "2 l"))
        #expect(updated == .screen(editor, .taskEditor(.saved(milk))))
        #expect(
            await run(
                .screen(editor, .taskEditor(.addTask(title: "Eggs", notes: "", due: "", toList: 9))), on: spy)
                == .screen(editor, .taskEditor(.saveFailed(.listNotFound))))
        #expect(
            spy.calls == [
                .addTaskWithNotes("Eggs", notes: "a dozen\nfree range", due: "", 1),
                .updateTask(1, "Oat milk", notes: "2 l", due: ""),
                .addTaskWithNotes("Eggs", notes: "", due: "", 9),
            ])
    }

    @Test("B65 notes are stored without trailing white space, or refused with the reason")
    func saveNotes() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let editor = ScreenID(2)
        _ = await run(
            .screen(editor, .taskEditor(.updateTask(1, title: "Milk", notes: "2 l  \r\noat\n\n", due: ""))),
            on: spy)
        #expect(try await spy.real.tasks(inList: 1)[0].notes == "2 l\noat")
        #expect(
            await run(
                .screen(editor, .taskEditor(.updateTask(1, title: "Milk", notes: "a\tb", due: ""))), on: spy)
                == .screen(editor, .taskEditor(.saveFailed(.notesControlCharacters))))
        #expect(
            await run(
                .screen(
                    editor,
                    .taskEditor(
                        .updateTask(1, title: "Milk", notes: String(repeating: "x", count: 1001), due: ""))),
                on: spy)
                == .screen(editor, .taskEditor(.saveFailed(.notesTooLong(maximum: 1000)))))
        #expect(try await spy.real.tasks(inList: 1)[0].notes == "2 l\noat")
    }

    @Test("B84 saving a task stores the Due field's day, trimmed; an empty field removes it")
    func saveDueDate() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk @2026-12-03"])])
        let editor = ScreenID(2)
        let added = await run(
            .screen(editor, .taskEditor(.addTask(title: "Eggs", notes: "", due: " 2026-12-01 ", toList: 1))),
            on: spy)
        let eggs = try await spy.real.tasks(inList: 1)[1]
        #expect(eggs.due == DueDate("2026-12-01"))
        #expect(added == .screen(editor, .taskEditor(.saved(eggs))))
        _ = await run(
            .screen(editor, .taskEditor(.updateTask(1, title: "Milk", notes: "", due: ""))), on: spy)
        #expect(try await spy.real.tasks(inList: 1)[0].due == nil)
        #expect(
            spy.calls == [
                .addTaskWithNotes("Eggs", notes: "", due: " 2026-12-01 ", 1),
                .updateTask(1, "Milk", notes: "", due: ""),
            ])
    }

    @Test(
        "B85 a due date not written YYYY-MM-DD, or a day that does not exist, is refused; nothing is stored")
    func dueDateRefused() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let editor = ScreenID(2)
        #expect(
            await run(
                .screen(editor, .taskEditor(.addTask(title: "Eggs", notes: "", due: "tomorrow", toList: 1))),
                on: spy) == .screen(editor, .taskEditor(.saveFailed(.dueDateFormat))))
        #expect(
            await run(
                .screen(editor, .taskEditor(.updateTask(1, title: "Milk", notes: "", due: "2026-02-30"))),
                on: spy)
                == .screen(editor, .taskEditor(.saveFailed(.noSuchDay("2026-02-30")))))
        #expect(
            try await Fixtures.contents(of: spy.real) == [
                StoredList(title: "Groceries", tasks: [StoredTask(title: "Milk")])
            ])
    }

    @Test(
        "B86 loading Upcoming answers with the undone tasks that have a due date, soonest first, or the error"
    )
    func loadUpcoming() async throws {
        let spy = ServiceSpy(lists: [
            ("Groceries", ["Milk @2026-12-03", "Eggs", "x Cheese @2026-11-20"]),
            ("Work", ["Report @2026-12-01"]),
        ])
        let upcoming = ScreenID(3)
        let answer = await run(.screen(upcoming, .upcoming(.loadTasks)), on: spy)
        let tasks = try await spy.real.upcomingTasks()
        #expect(tasks.map(\.task.title) == ["Report", "Milk"])
        #expect(answer == .screen(upcoming, .upcoming(.tasksLoaded(tasks))))
        #expect(spy.calls == [.upcomingTasks])
        spy.failure = .storage(.locked)
        #expect(
            await run(.screen(upcoming, .upcoming(.loadTasks)), on: spy)
                == .screen(upcoming, .upcoming(.loadFailed(.storage(.locked)))))
    }

    @Test(
        "B87 a toggle from Upcoming marks the task done and answers with it; a failure answers with the error"
    )
    func toggleFromUpcoming() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk @2026-12-03"])])
        let upcoming = ScreenID(3)
        let answer = await run(.screen(upcoming, .upcoming(.toggleTask(1))), on: spy)
        let milk = try await spy.real.tasks(inList: 1)[0]
        #expect(milk.isDone)
        #expect(answer == .screen(upcoming, .upcoming(.taskToggled(milk))))
        spy.failure = .storage(.locked)
        #expect(
            await run(.screen(upcoming, .upcoming(.toggleTask(1))), on: spy)
                == .screen(upcoming, .upcoming(.writeFailed(.storage(.locked)))))
    }

    @Test("B89 Upcoming's observation answers every change, of any list, until its effects are cancelled")
    func upcomingObservation() async throws {
        let spy = ServiceSpy(lists: [("Groceries", []), ("Work", [])])
        let handler = ServiceEffects(service: spy)
        let upcoming = ScreenID(3)
        var sent: [AppAction] = []
        #expect(await handler.run(.screen(upcoming, .upcoming(.observeChanges))) { sent.append($0) } == nil)
        try await spy.real.addTask(title: "Milk", toList: 1)
        try await spy.real.addTask(title: "Report", toList: 2)
        try await spy.real.updateList(id: 1, title: "Shopping", icon: .home)
        #expect(sent == Array(repeating: .screen(upcoming, .upcoming(.serviceChanged)), count: 3))
        #expect(await handler.run(.cancel(upcoming)) { sent.append($0) } == nil)
        #expect(spy.activeObservations == 0)
    }

    @Test(
        "B90 B91 an undo puts a list back whole, a task back at its place, a toggle back, and answers undone")
    func undo() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk", "x Eggs @2026-12-02", "Bread"]), ("Work", [])])
        let before = try await Fixtures.contents(of: spy.real)
        let groceries = try await spy.real.deleteList(id: 1)
        let list = UndoableChange.deletedList(groceries)
        #expect(await run(.screen(home, .home(.undo(list))), on: spy) == .screen(home, .home(.undone(list))))
        #expect(try await Fixtures.contents(of: spy.real) == before)
        let eggs = UndoableChange.deletedTask(try await spy.real.deleteTask(id: 2))
        #expect(
            await run(.screen(tasks, .tasks(.undo(eggs))), on: spy) == .screen(tasks, .tasks(.undone(eggs))))
        let milk = UndoableChange.toggledTask(try await spy.real.toggleTask(id: 1))
        let upcoming = ScreenID(3)
        #expect(
            await run(.screen(upcoming, .upcoming(.undo(milk))), on: spy)
                == .screen(upcoming, .upcoming(.undone(milk))))
        #expect(try await Fixtures.contents(of: spy.real) == before)
        #expect(spy.calls == [.restoreList(1), .restoreTask(2, at: 1), .setTaskDone(1, false)])
    }

    @Test("B93 an undo that fails answers with the change and the reason, and changes nothing")
    func undoFails() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let milk = UndoableChange.deletedTask(try await spy.real.deleteTask(id: 1))
        spy.real.conditions.failsWrites = true
        #expect(
            await run(.screen(tasks, .tasks(.undo(milk))), on: spy)
                == .screen(tasks, .tasks(.undoFailed(milk, .storage(.locked)))))
        spy.real.conditions.failsWrites = false
        try await spy.real.deleteList(id: 1)
        #expect(
            await run(.screen(tasks, .tasks(.undo(milk))), on: spy)
                == .screen(tasks, .tasks(.undoFailed(milk, .listNotFound))))
        #expect(try await Fixtures.contents(of: spy.real) == [])
    }

    @Test("B36 an observation answers every change through send until the screen's effects are cancelled")
    func observation() async throws {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let handler = ServiceEffects(service: spy)
        var sent: [AppAction] = []
        #expect(await handler.run(.screen(home, .home(.observeChanges))) { sent.append($0) } == nil)
        #expect(await handler.run(.screen(tasks, .tasks(.observeChanges))) { sent.append($0) } == nil)
        #expect(spy.activeObservations == 2)
        try await spy.real.addTask(title: "Milk", toList: 1)
        #expect(
            sent == [
                .screen(home, .home(.serviceChanged)),
                .screen(tasks, .tasks(.serviceChanged(.tasks(listID: 1)))),
            ])
        #expect(await handler.run(.cancel(tasks)) { sent.append($0) } == nil)
        #expect(spy.activeObservations == 1)
        sent = []
        try await spy.real.addList(title: "Work", icon: .default)
        #expect(sent == [.screen(home, .home(.serviceChanged))])
    }

    @Test("releasing the handler ends every observation")
    func releaseEndsObservations() async {
        let spy = ServiceSpy()
        var handler: ServiceEffects? = ServiceEffects(service: spy)
        _ = await handler?.run(.screen(home, .home(.observeChanges))) { _ in }
        #expect(spy.activeObservations == 1)
        handler = nil
        #expect(spy.activeObservations == 0)
    }
}
