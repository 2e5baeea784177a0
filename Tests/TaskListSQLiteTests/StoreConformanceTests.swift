import Foundation
import TaskListDomain
import Testing

/// The behaviour every `TaskStore` shares, checked against each kind of store.
@Suite("TaskStore conformance")
final class StoreConformanceTests {
    private let day = Date(timeIntervalSince1970: 1_700_000_000.25)
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    @Test("a new store has no lists and no tasks", arguments: StoreKind.allCases)
    func newStoreIsEmpty(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        #expect(try store.fetchSummaries().isEmpty)
        #expect(try store.fetchList(id: 1) == nil)
        #expect(try store.fetchTasks(listID: 1) == nil)
    }

    @Test("B01 lists come back in creation order with increasing IDs", arguments: StoreKind.allCases)
    func listsInCreationOrder(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let titles = ["Groceries", "Work", "Apples", "Zoo"]
        let lists = try titles.map { try store.insertList(title: $0, icon: .default, createdAt: day) }
        #expect(lists.map(\.title) == titles)
        #expect(zip(lists, lists.dropFirst()).allSatisfy { $0.id < $1.id })
        #expect(try store.fetchSummaries().map(\.list) == lists)
        for list in lists {
            #expect(try store.fetchList(id: list.id) == list)
        }
    }

    @Test("a list keeps its title, icon and creation date", arguments: StoreKind.allCases)
    func listRoundTrip(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let inserted = try store.insertList(title: "Trip", icon: .travel, createdAt: day)
        #expect(inserted.title == "Trip")
        #expect(inserted.icon == .travel)
        #expect(inserted.createdAt == day)
        #expect(try store.fetchList(id: inserted.id) == inserted)
    }

    @Test("every icon is stored and read back", arguments: StoreKind.allCases)
    func everyIconRoundTrips(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let lists = try ListIcon.allCases.map { icon in
            try store.insertList(title: "\(icon)", icon: icon, createdAt: day)
        }
        #expect(try store.fetchSummaries().map(\.list.icon) == ListIcon.allCases)
        #expect(try store.fetchSummaries().map(\.list) == lists)
    }

    @Test(
        "titles in any script are stored exactly",
        arguments: StoreKind.allCases,
        [
            "장보기 목록",
            "👩‍👩‍👧‍👦 Family 🇰🇷",
            "Ünïcödé e\u{301} and ﬁ",
            "It's \"quoted\"; DROP TABLE lists; --",
            "a\u{0}b",
            "",
        ]
    )
    func titlesRoundTrip(kind: StoreKind, title: String) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: title, icon: .default, createdAt: day)
        let task = try #require(try store.insertTask(listID: list.id, title: title, createdAt: day))
        let storedList = try #require(try store.fetchList(id: list.id))
        let storedTasks = try #require(try store.fetchTasks(listID: list.id))
        #expect(Array(storedList.title.utf8) == Array(title.utf8))
        #expect(storedTasks.map { Array($0.title.utf8) } == [Array(title.utf8)])
        #expect(storedTasks == [task])
    }

    @Test("updating a list changes its title and icon", arguments: StoreKind.allCases)
    func updateList(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "Old", icon: .home, createdAt: day)
        let other = try store.insertList(title: "Other", icon: .mail, createdAt: day)
        let updated = try #require(try store.updateList(id: list.id, title: "New", icon: .garden))
        #expect(updated == TaskList(id: list.id, title: "New", icon: .garden, createdAt: day))
        #expect(try store.fetchList(id: list.id) == updated)
        #expect(try store.fetchList(id: other.id) == other)
    }

    @Test("updating a list that does not exist returns nil and stores nothing", arguments: StoreKind.allCases)
    func updateMissingList(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        #expect(try store.updateList(id: 42, title: "Ghost", icon: .star) == nil)
        #expect(try store.fetchSummaries().isEmpty)
    }

    @Test("deleting a list removes it and returns it, then nil", arguments: StoreKind.allCases)
    func deleteList(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let first = try store.insertList(title: "First", icon: .default, createdAt: day)
        let second = try store.insertList(title: "Second", icon: .default, createdAt: day)
        #expect(try store.deleteList(id: first.id) == DeletedList(list: first, tasks: []))
        #expect(try store.fetchList(id: first.id) == nil)
        #expect(try store.fetchSummaries().map(\.list) == [second])
        #expect(try store.deleteList(id: first.id) == nil)
    }

    @Test("B39 deleting a list deletes its tasks and no others", arguments: StoreKind.allCases)
    func deleteListCascades(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let doomed = try store.insertList(title: "Doomed", icon: .default, createdAt: day)
        let kept = try store.insertList(title: "Kept", icon: .default, createdAt: day)
        let doomedTasks = try (1...3).map { number in
            try #require(try store.insertTask(listID: doomed.id, title: "D\(number)", createdAt: day))
        }
        let keptTask = try #require(try store.insertTask(listID: kept.id, title: "K", createdAt: day))

        #expect(try store.deleteList(id: doomed.id) == DeletedList(list: doomed, tasks: doomedTasks))

        #expect(try store.fetchTasks(listID: doomed.id) == nil)
        for task in doomedTasks {
            #expect(try store.toggleTask(id: task.id) == nil)
            #expect(try store.deleteTask(id: task.id) == nil)
        }
        #expect(try store.fetchTasks(listID: kept.id) == [keptTask])
        #expect(try store.fetchSummaries() == [TaskListSummary(list: kept, doneCount: 0, totalCount: 1)])
    }

    @Test("B22 tasks are added not done, at the end of their list", arguments: StoreKind.allCases)
    func insertTasks(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let other = try store.insertList(title: "Other", icon: .default, createdAt: day)
        let first = try #require(try store.insertTask(listID: list.id, title: "First", createdAt: day))
        let elsewhere = try #require(
            try store.insertTask(listID: other.id, title: "Elsewhere", createdAt: day))
        let second = try #require(try store.insertTask(listID: list.id, title: "Second", createdAt: day))

        #expect(
            first == TaskItem(id: first.id, listID: list.id, title: "First", isDone: false, createdAt: day))
        #expect(first.id < elsewhere.id && elsewhere.id < second.id)
        #expect(try store.fetchTasks(listID: list.id) == [first, second])
        #expect(try store.fetchTasks(listID: other.id) == [elsewhere])
    }

    @Test(
        "adding a task to a list that does not exist returns nil and stores nothing",
        arguments: StoreKind.allCases)
    func insertTaskIntoMissingList(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        #expect(try store.insertTask(listID: 7, title: "Orphan", createdAt: day) == nil)
        #expect(try store.fetchTasks(listID: 7) == nil)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        #expect(try store.fetchSummaries() == [TaskListSummary(list: list, doneCount: 0, totalCount: 0)])
    }

    @Test("renaming a task changes only its title", arguments: StoreKind.allCases)
    func renameTask(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let task = try #require(try store.insertTask(listID: list.id, title: "Old", createdAt: day))
        _ = try store.toggleTask(id: task.id)
        let renamed = try #require(try store.renameTask(id: task.id, title: "New"))
        #expect(renamed == TaskItem(id: task.id, listID: list.id, title: "New", isDone: true, createdAt: day))
        #expect(try store.fetchTasks(listID: list.id) == [renamed])
    }

    @Test("B23 toggling a task flips it between done and not done", arguments: StoreKind.allCases)
    func toggleTask(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let task = try #require(try store.insertTask(listID: list.id, title: "Task", createdAt: day))
        let other = try #require(try store.insertTask(listID: list.id, title: "Other", createdAt: day))

        let done = try #require(try store.toggleTask(id: task.id))
        #expect(done.isDone)
        #expect(try store.fetchTasks(listID: list.id) == [done, other])

        let undone = try #require(try store.toggleTask(id: task.id))
        #expect(undone == task)
        #expect(try store.fetchTasks(listID: list.id) == [task, other])
    }

    @Test("renaming, toggling or deleting a missing task returns nil", arguments: StoreKind.allCases)
    func missingTask(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let task = try #require(try store.insertTask(listID: list.id, title: "Task", createdAt: day))
        let missing = task.id + 100
        #expect(try store.renameTask(id: missing, title: "Ghost") == nil)
        #expect(try store.toggleTask(id: missing) == nil)
        #expect(try store.deleteTask(id: missing) == nil)
        #expect(try store.fetchTasks(listID: list.id) == [task])
    }

    @Test("deleting a task returns it with its place once, then nil", arguments: StoreKind.allCases)
    func deleteTask(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let first = try #require(try store.insertTask(listID: list.id, title: "First", createdAt: day))
        let second = try #require(try store.insertTask(listID: list.id, title: "Second", createdAt: day))
        #expect(try store.deleteTask(id: first.id) == DeletedTask(task: first, index: 0))
        #expect(try store.deleteTask(id: first.id) == nil)
        #expect(try store.fetchTasks(listID: list.id) == [second])
    }

    @Test("B01 summaries count the done and all tasks of each list", arguments: StoreKind.allCases)
    func summaryCounts(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let mixed = try store.insertList(title: "Mixed", icon: .default, createdAt: day)
        let empty = try store.insertList(title: "Empty", icon: .default, createdAt: day)
        let finished = try store.insertList(title: "Finished", icon: .default, createdAt: day)
        let mixedTasks = try (1...3).map { number in
            try #require(try store.insertTask(listID: mixed.id, title: "M\(number)", createdAt: day))
        }
        for number in 1...2 {
            let task = try #require(
                try store.insertTask(listID: finished.id, title: "F\(number)", createdAt: day))
            _ = try store.toggleTask(id: task.id)
        }
        _ = try store.toggleTask(id: mixedTasks[1].id)

        #expect(
            try store.fetchSummaries() == [
                TaskListSummary(list: mixed, doneCount: 1, totalCount: 3),
                TaskListSummary(list: empty, doneCount: 0, totalCount: 0),
                TaskListSummary(list: finished, doneCount: 2, totalCount: 2),
            ]
        )
        _ = try store.deleteTask(id: mixedTasks[0].id)
        #expect(try store.fetchSummaries().first == TaskListSummary(list: mixed, doneCount: 1, totalCount: 2))
    }

    @Test("IDs of deleted lists and tasks are never given out again", arguments: StoreKind.allCases)
    func idsAreNotReused(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let task = try #require(try store.insertTask(listID: list.id, title: "Task", createdAt: day))
        _ = try store.deleteTask(id: task.id)
        _ = try store.deleteList(id: list.id)

        let newList = try store.insertList(title: "New", icon: .default, createdAt: day)
        let newTask = try #require(try store.insertTask(listID: newList.id, title: "New", createdAt: day))
        #expect(newList.id > list.id)
        #expect(newTask.id > task.id)
    }

    @Test("a thousand tasks come back in creation order", arguments: StoreKind.allCases)
    func manyTasks(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "Long", icon: .default, createdAt: day)
        let tasks = try (1...1000).map { number in
            try #require(try store.insertTask(listID: list.id, title: "Task \(number)", createdAt: day))
        }
        #expect(try store.fetchTasks(listID: list.id) == tasks)
        #expect(try store.fetchSummaries() == [TaskListSummary(list: list, doneCount: 0, totalCount: 1000)])
    }

    @Test(
        "B74 a list's order holds each task's ID and state in list order, without the text",
        arguments: StoreKind.allCases)
    func taskOrder(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let other = try store.insertList(title: "Other", icon: .default, createdAt: day)
        let tasks = try ["A", "B", "C"].map { title in
            try #require(try store.insertTask(listID: list.id, title: title, createdAt: day))
        }
        _ = try store.insertTask(listID: other.id, title: "Elsewhere", createdAt: day)
        _ = try store.toggleTask(id: tasks[1].id)
        _ = try store.swapPositions(ofTask: tasks[0].id, andTask: tasks[2].id)

        #expect(
            try store.fetchTaskOrder(listID: list.id) == [
                TaskOrderEntry(id: tasks[2].id, isDone: false), TaskOrderEntry(id: tasks[1].id, isDone: true),
                TaskOrderEntry(id: tasks[0].id, isDone: false),
            ])
        #expect(try store.fetchTaskOrder(listID: other.id)?.count == 1)
        #expect(try store.fetchTaskOrder(listID: 99) == nil)
        let empty = try store.insertList(title: "Empty", icon: .default, createdAt: day)
        #expect(try store.fetchTaskOrder(listID: empty.id) == [])
    }

    @Test(
        "B74 tasks read by ID come back in the order asked, without the ones that do not exist",
        arguments: StoreKind.allCases)
    func tasksByID(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let tasks = try ["A", "B", "C"].map { title in
            try #require(
                try store.insertTask(listID: list.id, title: title, notes: "about \(title)", createdAt: day))
        }
        _ = try store.deleteTask(id: tasks[1].id)

        #expect(
            try store.fetchTasks(ids: [tasks[2].id, tasks[1].id, 99, tasks[0].id]) == [tasks[2], tasks[0]])
        #expect(try store.fetchTasks(ids: []) == [])
    }

    @Test(
        "B62 swapping two tasks makes them trade places; the others keep theirs",
        arguments: StoreKind.allCases)
    func swapPositions(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let other = try store.insertList(title: "Other", icon: .default, createdAt: day)
        var tasks: [TaskItem] = []
        for title in ["A", "B", "C", "D"] {
            tasks.append(try #require(try store.insertTask(listID: list.id, title: title, createdAt: day)))
            _ = try store.insertTask(listID: other.id, title: "Other \(title)", createdAt: day)
        }
        let otherTasks = try store.fetchTasks(listID: other.id)
        let summaries = try store.fetchSummaries()

        #expect(
            try store.swapPositions(ofTask: tasks[0].id, andTask: tasks[2].id) == .swapped(listID: list.id))
        #expect(try store.fetchTasks(listID: list.id) == [tasks[2], tasks[1], tasks[0], tasks[3]])
        #expect(
            try store.swapPositions(ofTask: tasks[3].id, andTask: tasks[0].id) == .swapped(listID: list.id))
        #expect(try store.fetchTasks(listID: list.id) == [tasks[2], tasks[1], tasks[3], tasks[0]])
        #expect(
            try store.swapPositions(ofTask: tasks[1].id, andTask: tasks[1].id) == .swapped(listID: list.id))
        #expect(try store.fetchTasks(listID: list.id) == [tasks[2], tasks[1], tasks[3], tasks[0]])
        #expect(try store.fetchTasks(listID: other.id) == otherTasks)
        #expect(try store.fetchSummaries() == summaries)
    }

    @Test("B63 a task added after swaps goes to the end of its list", arguments: StoreKind.allCases)
    func insertAfterSwap(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let first = try #require(try store.insertTask(listID: list.id, title: "First", createdAt: day))
        let last = try #require(try store.insertTask(listID: list.id, title: "Last", createdAt: day))
        _ = try store.swapPositions(ofTask: first.id, andTask: last.id)
        _ = try store.deleteTask(id: first.id)

        let added = try #require(try store.insertTask(listID: list.id, title: "Added", createdAt: day))

        #expect(try store.fetchTasks(listID: list.id) == [last, added])
    }

    @Test(
        "B62 swapping with a missing task or across lists changes nothing and says why",
        arguments: StoreKind.allCases)
    func swapRefused(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let other = try store.insertList(title: "Other", icon: .default, createdAt: day)
        let first = try #require(try store.insertTask(listID: list.id, title: "First", createdAt: day))
        let second = try #require(try store.insertTask(listID: list.id, title: "Second", createdAt: day))
        let elsewhere = try #require(
            try store.insertTask(listID: other.id, title: "Elsewhere", createdAt: day))

        #expect(try store.swapPositions(ofTask: first.id, andTask: 99) == .taskNotFound)
        #expect(try store.swapPositions(ofTask: 99, andTask: second.id) == .taskNotFound)
        #expect(try store.swapPositions(ofTask: first.id, andTask: elsewhere.id) == .differentLists)

        #expect(try store.fetchTasks(listID: list.id) == [first, second])
        #expect(try store.fetchTasks(listID: other.id) == [elsewhere])
    }

    @Test(
        "B66 notes in any script are stored exactly",
        arguments: StoreKind.allCases,
        ["Ask about\nthe weekend", "장보기:\n  - 우유 🥛\n\n", "It's \"quoted\"; DROP TABLE tasks; --", ""]
    )
    func notesRoundTrip(kind: StoreKind, notes: String) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)

        let task = try #require(
            try store.insertTask(listID: list.id, title: "Task", notes: notes, createdAt: day))

        #expect(task.notes == notes)
        #expect(try store.fetchTasks(listID: list.id)?.map { Array($0.notes.utf8) } == [Array(notes.utf8)])
        #expect(try store.fetchTasks(listID: list.id) == [task])
    }

    @Test(
        "B64 updating a task changes its title and notes; renaming keeps the notes; a missing task is nil",
        arguments: StoreKind.allCases)
    func updateTask(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let task = try #require(
            try store.insertTask(listID: list.id, title: "Old", notes: "Old", createdAt: day))
        let other = try #require(
            try store.insertTask(listID: list.id, title: "Other", notes: "Kept", createdAt: day))
        _ = try store.toggleTask(id: task.id)

        let renamed = try #require(try store.renameTask(id: task.id, title: "Renamed"))
        #expect(renamed.notes == "Old")
        let updated = try #require(
            try store.updateTask(id: task.id, title: "New", notes: "Line 1\nLine 2", due: nil))

        #expect(
            updated
                == TaskItem(
                    id: task.id, listID: list.id, title: "New", notes: "Line 1\nLine 2", isDone: true,
                    createdAt: day))
        #expect(try store.fetchTasks(listID: list.id) == [updated, other])
        #expect(try store.updateTask(id: task.id + 100, title: "Ghost", notes: "", due: nil) == nil)
        #expect(try store.fetchTasks(listID: list.id) == [updated, other])
    }

    @Test(
        "B84 a task's due date is stored and read back; an update changes or clears it, a rename keeps it",
        arguments: StoreKind.allCases)
    func dueDates(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let christmas = try #require(DueDate("2026-12-24"))
        let task = try #require(
            try store.insertTask(
                listID: list.id, title: "Task", notes: "Notes", due: christmas, createdAt: day))
        let plain = try #require(try store.insertTask(listID: list.id, title: "Plain", createdAt: day))

        #expect(task.due == christmas)
        #expect(plain.due == nil)
        #expect(try store.fetchTasks(listID: list.id) == [task, plain])
        #expect(try store.fetchTasks(ids: [task.id]) == [task])

        let renamed = try #require(try store.renameTask(id: task.id, title: "Renamed"))
        #expect(renamed.due == christmas && renamed.notes == "Notes")
        let leapDay = try #require(DueDate("2028-02-29"))
        let changed = try #require(try store.updateTask(id: task.id, title: "Task", notes: "", due: leapDay))
        #expect(changed.due == leapDay)
        let cleared = try #require(try store.updateTask(id: task.id, title: "Task", notes: "", due: nil))
        #expect(cleared.due == nil)
        #expect(try store.fetchTasks(listID: list.id) == [cleared, plain])
    }

    @Test(
        "B86 upcoming: tasks not done with a due date, by date, then list, then the list's order",
        arguments: StoreKind.allCases)
    func upcoming(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        #expect(try store.fetchUpcoming() == [])
        let first = try store.insertList(title: "First", icon: .home, createdAt: day)
        let second = try store.insertList(title: "Second", icon: .mail, createdAt: day)
        func add(_ title: String, _ list: TaskList, _ due: String?) throws -> TaskItem {
            try #require(
                try store.insertTask(
                    listID: list.id, title: title, notes: "", due: due.flatMap(DueDate.init), createdAt: day))
        }
        let late = try add("late", first, "2027-01-02")
        _ = try add("undated", first, nil)
        let b1 = try add("b1", second, "2026-12-24")
        let a1 = try add("a1", first, "2026-12-24")
        let a2 = try add("a2", first, "2026-12-24")
        let done = try add("done", second, "2026-01-01")
        let early = try add("early", second, "0001-01-01")
        _ = try store.toggleTask(id: done.id)
        _ = try store.swapPositions(ofTask: a1.id, andTask: a2.id)

        #expect(
            try store.fetchUpcoming() == [
                UpcomingTask(task: early, list: second), UpcomingTask(task: a2, list: first),
                UpcomingTask(task: a1, list: first), UpcomingTask(task: b1, list: second),
                UpcomingTask(task: late, list: first),
            ])

        _ = try store.toggleTask(id: done.id)
        _ = try store.deleteList(id: second.id)
        #expect(try store.fetchUpcoming().map(\.task.title) == ["a2", "a1", "late"])
    }

    /// Three lists; the middle one holds four tasks of every kind (done, notes, due date), moved out of
    /// creation order.
    private func fill(_ store: any TaskStore) throws -> (list: TaskList, tasks: [TaskItem]) {
        _ = try store.insertList(title: "First", icon: .default, createdAt: day)
        let list = try store.insertList(title: "Middle", icon: .garden, createdAt: day + 0.5)
        _ = try store.insertList(title: "Last", icon: .default, createdAt: day)
        let fields: [(String, String, DueDate?)] = [
            ("A", "", nil), ("B", "Notes\nof B", nil), ("C", "", DueDate("2026-12-24")),
            ("D", "d", DueDate("2024-02-29")),
        ]
        for (offset, (title, notes, due)) in fields.enumerated() {
            let task = try #require(
                try store.insertTask(
                    listID: list.id, title: title, notes: notes, due: due, createdAt: day + Double(offset)))
            if offset.isMultiple(of: 2) {
                _ = try store.toggleTask(id: task.id)
            }
        }
        let ids = try #require(try store.fetchTaskOrder(listID: list.id)).map(\.id)
        _ = try store.swapPositions(ofTask: ids[0], andTask: ids[3])
        return (list, try #require(try store.fetchTasks(listID: list.id)))
    }

    @Test(
        "B90 a deleted list comes back whole: its ID and fields, its tasks with theirs in order, in its place",
        arguments: StoreKind.allCases)
    func restoreList(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let (list, tasks) = try fill(store)
        let summaries = try store.fetchSummaries()
        #expect(tasks.map(\.title) == ["D", "B", "C", "A"])

        let deleted = try #require(try store.deleteList(id: list.id))
        #expect(deleted == DeletedList(list: list, tasks: tasks))
        #expect(try store.fetchSummaries().count == 2)

        #expect(try store.insertRestoredList(deleted) == list)
        #expect(try store.fetchSummaries() == summaries)
        #expect(try store.fetchTasks(listID: list.id) == tasks)
        #expect(try store.fetchUpcoming().map(\.task.title) == ["D"])
        let newList = try store.insertList(title: "New", icon: .default, createdAt: day)
        let newTask = try #require(try store.insertTask(listID: list.id, title: "E", createdAt: day))
        #expect(newList.id > summaries.map(\.list.id).max()!)
        #expect(newTask.id > tasks.map(\.id).max()!)
        #expect(try store.fetchTasks(listID: list.id)?.map(\.title) == ["D", "B", "C", "A", "E"])
    }

    @Test(
        "B90 a restored list or task with an ID above every other keeps it, and new IDs come after it",
        arguments: StoreKind.allCases)
    func restoredIDsAreNotGivenOut(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let list = TaskList(id: 40, title: "From far", icon: .travel, createdAt: day)
        let task = TaskItem(id: 50, listID: 40, title: "Far", isDone: true, createdAt: day)

        _ = try store.insertRestoredList(DeletedList(list: list, tasks: [task]))
        _ = try store.insertRestoredTask(
            TaskItem(id: 60, listID: 40, title: "Farther", createdAt: day), at: 0)

        #expect(try store.insertList(title: "Next", icon: .default, createdAt: day).id == 41)
        #expect(try store.insertTask(listID: 40, title: "Next", createdAt: day)?.id == 61)
        #expect(
            try store.fetchSummaries().map { [$0.list.id, Int64($0.doneCount), Int64($0.totalCount)] } == [
                [40, 1, 3], [41, 0, 0],
            ])
    }

    @Test(
        "B91 a deleted task comes back at its place, the tasks from there on moving down; past the end, at the end",
        arguments: StoreKind.allCases)
    func restoreTask(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let (list, tasks) = try fill(store)
        let summaries = try store.fetchSummaries()

        let deleted = try #require(try store.deleteTask(id: tasks[2].id))
        #expect(deleted == DeletedTask(task: tasks[2], index: 2))
        #expect(try store.insertRestoredTask(deleted.task, at: deleted.index) == tasks[2])
        #expect(try store.fetchTasks(listID: list.id) == tasks)
        #expect(try store.fetchSummaries() == summaries)

        let first = try #require(try store.deleteTask(id: tasks[0].id))
        #expect(first.index == 0)
        _ = try store.insertRestoredTask(first.task, at: 0)
        #expect(try store.fetchTasks(listID: list.id) == tasks)

        let last = try #require(try store.deleteTask(id: tasks[3].id))
        let third = try #require(try store.deleteTask(id: tasks[2].id))
        #expect(last.index == 3 && third.index == 2)
        _ = try store.insertRestoredTask(last.task, at: last.index)
        #expect(try store.fetchTasks(listID: list.id)?.map(\.title) == ["D", "B", "A"])
        _ = try store.insertRestoredTask(third.task, at: third.index)
        #expect(try store.fetchTasks(listID: list.id)?.map(\.title) == ["D", "B", "C", "A"])
        let added = try #require(try store.insertTask(listID: list.id, title: "E", createdAt: day))
        #expect(try store.fetchTasks(listID: list.id)?.last == added)
        #expect(try store.swapPositions(ofTask: tasks[2].id, andTask: added.id) == .swapped(listID: list.id))
        #expect(try store.fetchTasks(listID: list.id)?.map(\.title) == ["D", "B", "E", "A", "C"])
    }

    @Test(
        "B91 a task comes back into an empty list, and not into a list that is gone",
        arguments: StoreKind.allCases)
    func restoreTaskIntoEmptyOrMissingList(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let (list, tasks) = try fill(store)
        let deleted = try #require(try store.deleteTask(id: tasks[1].id))
        for task in tasks where task.id != deleted.task.id {
            _ = try store.deleteTask(id: task.id)
        }

        #expect(try store.insertRestoredTask(deleted.task, at: deleted.index) == deleted.task)
        #expect(try store.fetchTasks(listID: list.id) == [deleted.task])
        _ = try store.deleteTask(id: deleted.task.id)
        #expect(try store.insertRestoredTask(deleted.task, at: -1) == deleted.task)
        #expect(try store.fetchTasks(listID: list.id) == [deleted.task])

        _ = try store.deleteList(id: list.id)
        #expect(try store.insertRestoredTask(deleted.task, at: 0) == nil)
        #expect(try store.fetchTasks(listID: list.id) == nil)
        #expect(try store.fetchTasks(ids: [deleted.task.id]) == [])
    }

    @Test(
        "B93 a restore whose list or task ID is taken fails and changes nothing, even after rows went in",
        arguments: StoreKind.allCases)
    func restoreOfTakenIDs(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let (list, tasks) = try fill(store)
        let deleted = try #require(try store.deleteList(id: list.id))
        let other = try #require(try store.fetchSummaries().first?.list)
        _ = try store.insertRestoredTask(tasks[2].moved(to: other.id), at: 0)
        let summaries = try store.fetchSummaries()
        let otherTasks = try store.fetchTasks(listID: other.id)

        #expect(throws: StoreError.taskIDInUse(tasks[2].id)) { try store.insertRestoredList(deleted) }
        #expect(throws: StoreError.taskIDInUse(tasks[2].id)) {
            try store.insertRestoredTask(tasks[2].moved(to: other.id), at: 1)
        }
        let twice = DeletedList(list: list, tasks: [tasks[0], tasks[1], tasks[0]])
        #expect(throws: StoreError.taskIDInUse(tasks[0].id)) { try store.insertRestoredList(twice) }
        let taken = DeletedList(list: other, tasks: [])
        #expect(throws: StoreError.listIDInUse(other.id)) { try store.insertRestoredList(taken) }

        #expect(try store.fetchSummaries() == summaries)
        #expect(try store.fetchTasks(listID: other.id) == otherTasks)
        #expect(try store.fetchTasks(listID: list.id) == nil)
        #expect(try store.fetchTasks(ids: tasks.map(\.id)) == [tasks[2].moved(to: other.id)])
    }

    @Test(
        "B91 setting a task done sets it rather than flipping it; a missing task is nil",
        arguments: StoreKind.allCases)
    func setTaskDone(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        let (list, tasks) = try fill(store)

        for isDone in [true, true, false, false] {
            let task = try #require(try store.setTaskDone(id: tasks[1].id, isDone: isDone))
            #expect(task.isDone == isDone)
            #expect(try store.fetchTasks(ids: [tasks[1].id]) == [task])
            #expect(try store.fetchSummaries()[1].doneCount == (isDone ? 3 : 2))
        }
        #expect(try store.setTaskDone(id: 99, isDone: true) == nil)
        #expect(try store.fetchTasks(listID: list.id) == tasks)
    }

    @Test("a store's own writes are not external changes", arguments: StoreKind.allCases)
    func ownWritesAreNotExternal(kind: StoreKind) throws {
        let store = try kind.makeStore(in: directory)
        #expect(try store.hasExternalChanges() == false)
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        _ = try store.insertTask(listID: list.id, title: "Task", createdAt: day)
        #expect(try store.hasExternalChanges() == false)
    }
}
