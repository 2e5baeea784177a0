import Foundation
import TaskListDomain
import Testing

/// Due dates through `TaskListCore`, and the Upcoming read: the tasks still to do that have a due date.
@Suite("TaskListCore due dates and Upcoming")
struct UpcomingTasksTests {
    private let store = SpyTaskStore()
    private let service: TaskListCore

    init() {
        service = TaskListCore(store: store, now: { Date(timeIntervalSince1970: 0) })
    }

    private func day(_ text: String) throws -> DueDate {
        try #require(DueDate(text))
    }

    /// The upcoming tasks as `title list-title due`, the way the comparisons below read them.
    private func upcoming() throws -> [String] {
        try service.upcomingTasks().map {
            "\($0.task.title) \($0.list.title) \($0.task.due?.description ?? "-")"
        }
    }

    @Test("B84 a task is added with its due date, trimmed, and read back with it; one without has none")
    func addWithDue() throws {
        let list = try service.addList(title: "List", icon: .default)

        let task = try service.addTask(
            title: "Call mum", notes: "Sunday", due: " 2026-12-24 ", toList: list.id)
        let plain = try service.addTask(title: "Plain", notes: "", due: "", toList: list.id)

        #expect(
            task
                == TaskItem(
                    id: task.id, listID: list.id, title: "Call mum", notes: "Sunday",
                    due: try day("2026-12-24"),
                    createdAt: Date(timeIntervalSince1970: 0)))
        #expect(plain.due == nil)
        #expect(try service.addTask(title: "Short", toList: list.id).due == nil)
        #expect(try service.addTask(title: "Noted", notes: "n", toList: list.id).due == nil)
        #expect(try service.tasks(inList: list.id).map(\.due) == [try day("2026-12-24"), nil, nil, nil])
    }

    @Test("B84 updating a task sets, changes and clears its due date; renaming keeps it and the notes")
    func updateDue() throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", notes: "Notes", due: "", toList: list.id)

        #expect(
            try service.updateTask(id: task.id, title: "Task", notes: "Notes", due: "2026-12-24").due
                == day("2026-12-24"))
        let renamed = try service.renameTask(id: task.id, title: "Renamed")
        #expect(renamed.due == (try day("2026-12-24")) && renamed.notes == "Notes")
        #expect(
            try service.updateTask(id: task.id, title: "Renamed", notes: "Notes", due: "2027-01-02").due
                == day("2027-01-02"))
        let cleared = try service.updateTask(id: task.id, title: "Renamed", notes: "Notes", due: "  ")
        #expect(cleared.due == nil)
        #expect(try service.tasks(inList: list.id) == [cleared])
        #expect(throws: TaskListError.taskNotFound) {
            try service.updateTask(id: 99, title: "X", notes: "", due: "2026-12-24")
        }
    }

    @Test(
        "B85 an invalid due date is refused on add and on update, and nothing is stored",
        arguments: [
            ("24.12.2026", TaskListError.dueDateFormat), ("2026-2-3", .dueDateFormat),
            ("2026-02-30", .noSuchDay("2026-02-30")), (" 2025-02-29 ", .noSuchDay("2025-02-29")),
        ])
    func refusesInvalidDue(due: String, error: TaskListError) throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", notes: "Kept", due: "2026-12-24", toList: list.id)
        let writesBefore = store.writes

        #expect(throws: error) { try service.addTask(title: "New", notes: "", due: due, toList: list.id) }
        #expect(throws: error) { try service.updateTask(id: task.id, title: "Task", notes: "Kept", due: due) }

        #expect(store.writes == writesBefore)
        #expect(try service.tasks(inList: list.id) == [task])
    }

    @Test(
        "B85 the title is checked first, then the notes, then the due date: the first error is the one told")
    func firstErrorWins() throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)
        let badNotes = "tab\there"
        let checks: [(title: String, notes: String, error: TaskListError)] = [
            ("", badNotes, .emptyTitle), ("Task", badNotes, .notesControlCharacters),
            ("Task", "", .dueDateFormat),
        ]

        for check in checks {
            #expect(throws: check.error) {
                try service.addTask(title: check.title, notes: check.notes, due: "soon", toList: list.id)
            }
            #expect(throws: check.error) {
                try service.updateTask(id: task.id, title: check.title, notes: check.notes, due: "soon")
            }
        }
    }

    @Test("B86 Upcoming holds the tasks not done that have a due date, soonest first, each with its list")
    func soonestFirst() throws {
        let home = try service.addList(title: "Home", icon: .home)
        let work = try service.addList(title: "Work", icon: .mail)
        try service.addTask(title: "Later", notes: "", due: "2027-01-02", toList: home.id)
        try service.addTask(title: "Undated", toList: home.id)
        let done = try service.addTask(title: "Done", notes: "", due: "2026-01-01", toList: work.id)
        try service.toggleTask(id: done.id)
        let soon = try service.addTask(title: "Soon", notes: "n", due: "2026-12-24", toList: work.id)
        try service.addTask(title: "Long ago", notes: "", due: "1999-12-31", toList: home.id)

        #expect(
            try upcoming() == ["Long ago Home 1999-12-31", "Soon Work 2026-12-24", "Later Home 2027-01-02"])
        #expect(try service.upcomingTasks()[1] == UpcomingTask(task: soon, list: work))
        #expect(try service.upcomingTasks().map(\.id) == service.upcomingTasks().map(\.task.id))
    }

    @Test("B86 tasks due the same day come in the order of their lists on Home, then in their list's order")
    func sameDayInListOrder() throws {
        let first = try service.addList(title: "First", icon: .default)
        let second = try service.addList(title: "Second", icon: .default)
        for (title, listID) in [("b1", second.id), ("a1", first.id), ("b2", second.id), ("a2", first.id)] {
            try service.addTask(title: title, notes: "", due: "2026-12-24", toList: listID)
        }
        try service.addTask(title: "a0", notes: "", due: "2026-12-23", toList: second.id)

        #expect(try service.upcomingTasks().map(\.task.title) == ["a0", "a1", "a2", "b1", "b2"])
    }

    @Test("B62 B86 a moved task takes its new place among the tasks of its list due the same day")
    func movedTaskKeepsTheRule() throws {
        let list = try service.addList(title: "List", icon: .default)
        let tasks = try ["A", "B", "C"].map {
            try service.addTask(title: $0, notes: "", due: "2026-12-24", toList: list.id)
        }
        let other = try service.addList(title: "Other", icon: .default)
        try service.addTask(title: "Elsewhere", notes: "", due: "2026-12-24", toList: other.id)

        try service.moveTask(id: tasks[2].id, past: tasks[1].id)
        try service.moveTask(id: tasks[2].id, past: tasks[0].id)

        #expect(try service.upcomingTasks().map(\.task.title) == ["C", "A", "B", "Elsewhere"])
    }

    @Test(
        "B86 a task leaves Upcoming when done, when its due date is cleared, or with its list; it comes back when undone"
    )
    func leavesAndComesBack() throws {
        let list = try service.addList(title: "List", icon: .default)
        let other = try service.addList(title: "Other", icon: .default)
        let task = try service.addTask(title: "Task", notes: "", due: "2026-12-24", toList: list.id)
        let cleared = try service.addTask(title: "Cleared", notes: "", due: "2026-12-24", toList: list.id)
        try service.addTask(title: "Gone", notes: "", due: "2026-12-24", toList: other.id)

        try service.toggleTask(id: task.id)
        try service.updateTask(id: cleared.id, title: "Cleared", notes: "", due: "")
        try service.deleteList(id: other.id)
        #expect(try service.upcomingTasks().isEmpty)

        try service.toggleTask(id: task.id)
        #expect(try upcoming() == ["Task List 2026-12-24"])
    }

    @Test(
        "B86 Upcoming is one read of the store, whatever the cache holds, and sees another process's writes")
    func oneReadAndExternalWrites() throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", notes: "", due: "2026-12-24", toList: list.id)
        _ = try service.summaries()
        _ = try service.tasks(inList: list.id)
        store.clearCalls()

        #expect(try upcoming() == ["Task List 2026-12-24"])
        #expect(store.reads == ["fetchUpcoming"])

        store.writeAsOtherProcess { data in
            _ = data.updateTask(id: task.id, title: "Moved up", notes: "", due: DueDate("2026-01-05"))
        }
        #expect(try upcoming() == ["Moved up List 2026-01-05"])
    }
}
