import Foundation
import TaskListDomain
import Testing

/// What `StoreTaskListService` does with each call, over an in-memory store and a test clock.
@Suite("TaskListCore")
struct TaskListCoreTests {
    private let clock = TestClock()
    private let store = SpyTaskStore()
    private let service: TaskListCore

    init() {
        service = TaskListCore(store: store, now: { [clock] in clock.now })
    }

    @Test("B02 a new service has no lists")
    func startsEmpty() throws {
        #expect(try service.summaries().isEmpty)
    }

    @Test("B07 adding a list stores it with its icon and the clock's time")
    func addList() throws {
        let list = try service.addList(title: "Groceries", icon: .home)

        #expect(list.title == "Groceries")
        #expect(list.icon == .home)
        #expect(list.createdAt == clock.now)
        #expect(try service.summaries() == [TaskListSummary(list: list, doneCount: 0, totalCount: 0)])
        #expect(try service.list(id: list.id) == list)
    }

    @Test("B01 lists come in creation order with their done and total counts")
    func summariesInOrder() throws {
        let first = try service.addList(title: "First", icon: .default)
        clock.advance(by: 60)
        let second = try service.addList(title: "Second", icon: .music)
        let task = try service.addTask(title: "One", toList: second.id)
        try service.addTask(title: "Two", toList: second.id)
        try service.toggleTask(id: task.id)

        #expect(
            try service.summaries() == [
                TaskListSummary(list: first, doneCount: 0, totalCount: 0),
                TaskListSummary(list: second, doneCount: 1, totalCount: 2),
            ]
        )
        #expect(second.createdAt == first.createdAt + 60)
    }

    @Test("asking for a list that does not exist fails with listNotFound")
    func missingList() {
        #expect(throws: TaskListError.listNotFound) { try service.list(id: 99) }
        #expect(throws: TaskListError.listNotFound) { try service.tasks(inList: 99) }
    }

    @Test("B10 updating a list saves its new title and icon")
    func updateList() throws {
        let list = try service.addList(title: "Old", icon: .home)

        let updated = try service.updateList(id: list.id, title: "New", icon: .travel)

        #expect(updated == TaskList(id: list.id, title: "New", icon: .travel, createdAt: list.createdAt))
        #expect(try service.list(id: list.id) == updated)
    }

    @Test("updating or deleting a list that does not exist fails with listNotFound")
    func updateOrDeleteMissingList() {
        #expect(throws: TaskListError.listNotFound) { try service.updateList(id: 5, title: "X", icon: .home) }
        #expect(throws: TaskListError.listNotFound) { try service.deleteList(id: 5) }
    }

    @Test("B11 B39 deleting a list deletes it with all its tasks")
    func deleteList() throws {
        let doomed = try service.addList(title: "Doomed", icon: .default)
        let kept = try service.addList(title: "Kept", icon: .default)
        let task = try service.addTask(title: "Gone too", toList: doomed.id)
        let keptTask = try service.addTask(title: "Stays", toList: kept.id)

        try service.deleteList(id: doomed.id)

        #expect(try service.summaries().map(\.list) == [kept])
        #expect(throws: TaskListError.listNotFound) { try service.tasks(inList: doomed.id) }
        #expect(throws: TaskListError.taskNotFound) { try service.toggleTask(id: task.id) }
        #expect(try service.tasks(inList: kept.id) == [keptTask])
    }

    @Test("B42 a list's tasks are read in one store call, so a list deleted meanwhile is never an empty list")
    func tasksOfDeletedListInOneRead() throws {
        let store = ListDeletingStore()
        let service = TaskListCore(store: store)
        let list = try service.addList(title: "Doomed", icon: .default)
        let task = try service.addTask(title: "Gone", toList: list.id)
        store.deletesListsWhenRead = true

        #expect(try service.tasks(inList: list.id) == [task])
        #expect(throws: TaskListError.listNotFound) { try service.tasks(inList: list.id) }
    }

    @Test("B22 B20 tasks are added at the end of their list, not done, with the clock's time")
    func addTasks() throws {
        let list = try service.addList(title: "List", icon: .default)
        let first = try service.addTask(title: "First", toList: list.id)
        clock.advance(by: 5)
        let second = try service.addTask(title: "Second", toList: list.id)

        #expect(first == TaskItem(id: first.id, listID: list.id, title: "First", createdAt: clock.now - 5))
        #expect(second.isDone == false)
        #expect(second.createdAt == clock.now)
        #expect(try service.tasks(inList: list.id) == [first, second])
    }

    @Test("B20 a list without tasks has an empty task list")
    func emptyList() throws {
        let list = try service.addList(title: "List", icon: .default)
        #expect(try service.tasks(inList: list.id).isEmpty)
    }

    @Test("adding a task to a list that does not exist fails with listNotFound and stores nothing")
    func addTaskToMissingList() throws {
        #expect(throws: TaskListError.listNotFound) { try service.addTask(title: "Orphan", toList: 3) }
        let list = try service.addList(title: "List", icon: .default)
        #expect(try service.tasks(inList: list.id).isEmpty)
    }

    @Test("B24 renaming a task saves its new title")
    func renameTask() throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Old", toList: list.id)

        let renamed = try service.renameTask(id: task.id, title: "New")

        #expect(renamed.title == "New")
        #expect(renamed.id == task.id)
        #expect(try service.tasks(inList: list.id) == [renamed])
    }

    @Test("B23 toggling a task flips it between done and not done and Home's progress follows")
    func toggleTask() throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)

        #expect(try service.toggleTask(id: task.id).isDone)
        #expect(try service.summaries().first?.doneCount == 1)
        #expect(try service.toggleTask(id: task.id).isDone == false)
        #expect(try service.summaries().first?.doneCount == 0)
    }

    @Test("B25 deleting a task removes it from its list")
    func deleteTask() throws {
        let list = try service.addList(title: "List", icon: .default)
        let first = try service.addTask(title: "First", toList: list.id)
        let second = try service.addTask(title: "Second", toList: list.id)

        try service.deleteTask(id: first.id)

        #expect(try service.tasks(inList: list.id) == [second])
    }

    @Test("renaming, toggling or deleting a task that does not exist fails with taskNotFound")
    func missingTask() {
        #expect(throws: TaskListError.taskNotFound) { try service.renameTask(id: 8, title: "X") }
        #expect(throws: TaskListError.taskNotFound) { try service.toggleTask(id: 8) }
        #expect(throws: TaskListError.taskNotFound) { try service.deleteTask(id: 8) }
    }

    @Test("B64 B65 a task is added with its notes, checked and trimmed")
    func addTaskWithNotes() throws {
        let list = try service.addList(title: "List", icon: .default)

        let task = try service.addTask(
            title: " Call mum ", notes: "Ask about\r\nthe weekend  \n\n", toList: list.id)

        #expect(task.title == "Call mum")
        #expect(task.notes == "Ask about\nthe weekend")
        #expect(try service.tasks(inList: list.id) == [task])
        #expect(try service.addTask(title: "Plain", toList: list.id).notes == "")
    }

    @Test("B64 updating a task changes its title and notes; renaming keeps the notes")
    func updateTask() throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Old", notes: "Old notes", toList: list.id)

        let renamed = try service.renameTask(id: task.id, title: "Renamed")
        #expect(renamed.notes == "Old notes")
        let updated = try service.updateTask(id: task.id, title: "New", notes: "New\nnotes", due: "")
        #expect(
            updated
                == TaskItem(
                    id: task.id, listID: list.id, title: "New", notes: "New\nnotes", createdAt: task.createdAt
                ))
        let cleared = try service.updateTask(id: task.id, title: "New", notes: " \n ", due: "")
        #expect(cleared.notes == "")
        #expect(try service.tasks(inList: list.id) == [cleared])
        #expect(throws: TaskListError.taskNotFound) {
            try service.updateTask(id: 99, title: "X", notes: "", due: "")
        }
    }

    @Test(
        "B65 invalid notes are refused and nothing is stored",
        arguments: [
            (String(repeating: "n", count: 1001), TaskListError.notesTooLong(maximum: 1000)),
            ("tab\there", .notesControlCharacters), ("\u{1B}[2J", .notesControlCharacters),
        ])
    func refusesInvalidNotes(notes: String, error: TaskListError) throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", notes: "Kept", toList: list.id)
        let writesBefore = store.writes

        #expect(throws: error) { try service.addTask(title: "New", notes: notes, toList: list.id) }
        #expect(throws: error) { try service.updateTask(id: task.id, title: "Task", notes: notes, due: "") }

        #expect(store.writes == writesBefore)
        #expect(try service.tasks(inList: list.id) == [task])
    }

    @Test("B62 moving a task past another makes the two trade places; the others keep theirs")
    func moveTask() throws {
        let list = try service.addList(title: "List", icon: .default)
        let other = try service.addList(title: "Other", icon: .default)
        let tasks = try ["A", "B", "C", "D"].map { try service.addTask(title: $0, toList: list.id) }
        let elsewhere = try service.addTask(title: "Elsewhere", toList: other.id)

        try service.moveTask(id: tasks[1].id, past: tasks[2].id)
        #expect(try service.tasks(inList: list.id).map(\.title) == ["A", "C", "B", "D"])
        try service.moveTask(id: tasks[3].id, past: tasks[0].id)
        #expect(try service.tasks(inList: list.id).map(\.title) == ["D", "C", "B", "A"])
        try service.moveTask(id: tasks[2].id, past: tasks[2].id)
        #expect(try service.tasks(inList: list.id).map(\.title) == ["D", "C", "B", "A"])
        #expect(try service.tasks(inList: other.id) == [elsewhere])
        #expect(try service.tasks(inList: list.id).sorted { $0.id < $1.id } == tasks)
    }

    @Test("B63 a task added after a move goes to the end of its list")
    func addAfterMove() throws {
        let list = try service.addList(title: "List", icon: .default)
        let first = try service.addTask(title: "First", toList: list.id)
        let second = try service.addTask(title: "Second", toList: list.id)
        try service.moveTask(id: second.id, past: first.id)

        let third = try service.addTask(title: "Third", toList: list.id)

        #expect(try service.tasks(inList: list.id) == [second, first, third])
    }

    @Test("B62 moving fails with taskNotFound for a missing task and tasksInDifferentLists across lists")
    func moveFailures() throws {
        let list = try service.addList(title: "List", icon: .default)
        let other = try service.addList(title: "Other", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)
        let elsewhere = try service.addTask(title: "Elsewhere", toList: other.id)
        let writesBefore = store.writes

        #expect(throws: TaskListError.taskNotFound) { try service.moveTask(id: task.id, past: 99) }
        #expect(throws: TaskListError.taskNotFound) { try service.moveTask(id: 99, past: task.id) }
        #expect(throws: TaskListError.tasksInDifferentLists) {
            try service.moveTask(id: task.id, past: elsewhere.id)
        }

        #expect(store.writes == writesBefore + Array(repeating: "swapPositions", count: 3))
        #expect(try service.tasks(inList: list.id) == [task])
        #expect(try service.tasks(inList: other.id) == [elsewhere])
    }

    @Test(
        "B03 B04 B05 every write of a title refuses an invalid one and stores nothing",
        arguments: TitledWrite.allCases,
        [
            ("", TaskListError.emptyTitle),
            ("   ", .emptyTitle),
            (String(repeating: "가", count: 101), .titleTooLong(maximum: 100)),
            ("bad\u{1B}[2J", .controlCharacters),
            ("two\nlines", .controlCharacters),
            ("abc\u{202E}def", .controlCharacters),
        ]
    )
    func refusesInvalidTitles(write: TitledWrite, invalid: (title: String, error: TaskListError)) throws {
        let list = try service.addList(title: "List", icon: .home)
        let task = try service.addTask(title: "Task", toList: list.id)
        let summaries = try service.summaries()
        let writesBefore = store.writes

        #expect(throws: invalid.error) {
            try write.perform(on: service, title: invalid.title, listID: list.id, taskID: task.id)
        }

        #expect(store.writes == writesBefore)
        #expect(try service.summaries() == summaries)
        #expect(try service.tasks(inList: list.id) == [task])
    }

    @Test("B06 every write of a title stores it trimmed", arguments: TitledWrite.allCases)
    func trimsTitles(write: TitledWrite) throws {
        let list = try service.addList(title: "List", icon: .home)
        let task = try service.addTask(title: "Task", toList: list.id)

        try write.perform(on: service, title: "  \tTrimmed \n", listID: list.id, taskID: task.id)

        let titles = try service.summaries().map(\.list.title) + service.tasks(inList: list.id).map(\.title)
        #expect(titles.contains("Trimmed"))
        #expect(!titles.contains { $0.hasPrefix(" ") || $0.hasSuffix("\n") })
    }

    @Test("B38 a failing store surfaces as a storage error from every call", arguments: ServiceCall.allCases)
    func storageErrors(call: ServiceCall) throws {
        let list = try service.addList(title: "List", icon: .home)
        let task = try service.addTask(title: "Task", toList: list.id)

        for failure in [
            StoreError.locked, .corrupt(path: "/tmp/x"), .readOnly(path: "/tmp/x"), .failed(reason: "disk"),
        ] {
            store.failure = failure
            #expect(throws: TaskListError.storage(failure)) {
                try call.perform(on: service, listID: list.id, taskID: task.id)
            }
        }
    }
}

/// The service calls that take a title.
enum TitledWrite: String, CaseIterable, Sendable, CustomStringConvertible {
    case addList
    case updateList
    case addTask
    case addTaskWithNotes
    case addTaskWithDue
    case renameTask
    case updateTask

    var description: String { rawValue }

    func perform(
        on service: TaskListCore,
        title: String,
        listID: TaskList.ID,
        taskID: TaskItem.ID
    ) throws(TaskListError) {
        switch self {
        case .addList: try service.addList(title: title, icon: .default)
        case .updateList: try service.updateList(id: listID, title: title, icon: .default)
        case .addTask: try service.addTask(title: title, toList: listID)
        case .addTaskWithNotes: try service.addTask(title: title, notes: "Notes", toList: listID)
        case .addTaskWithDue: try service.addTask(title: title, notes: "", due: "2026-12-24", toList: listID)
        case .renameTask: try service.renameTask(id: taskID, title: title)
        case .updateTask: try service.updateTask(id: taskID, title: title, notes: "Notes", due: "")
        }
    }
}

/// An in-memory store where another program deletes every list right after this one reads it, the
/// moment a second transaction would have found it gone; like a real store, it then reports an
/// external change.
private final class ListDeletingStore: TaskStore {
    private let backing = InMemoryTaskStore()
    var deletesListsWhenRead = false
    private var deletedElsewhere = false

    func fetchSummaries() -> [TaskListSummary] { backing.fetchSummaries() }

    func fetchList(id: TaskList.ID) -> TaskList? {
        let list = backing.fetchList(id: id)
        deleteElsewhere(id)
        return list
    }

    func fetchTasks(listID: TaskList.ID) -> [TaskItem]? {
        let tasks = backing.fetchTasks(listID: listID)
        deleteElsewhere(listID)
        return tasks
    }

    func fetchTaskOrder(listID: TaskList.ID) -> [TaskOrderEntry]? {
        let order = backing.fetchTaskOrder(listID: listID)
        deleteElsewhere(listID)
        return order
    }

    func fetchTaskOrder(listID: TaskList.ID, matching filter: TaskFilter, limit: Int) -> TaskOrderPrefix? {
        let prefix = backing.fetchTaskOrder(listID: listID, matching: filter, limit: limit)
        deleteElsewhere(listID)
        return prefix
    }

    func fetchTasks(ids: [TaskItem.ID]) -> [TaskItem] { backing.fetchTasks(ids: ids) }

    func fetchUpcoming() -> [UpcomingTask] { backing.fetchUpcoming() }

    func insertList(title: String, icon: ListIcon, createdAt: Date) -> TaskList {
        backing.insertList(title: title, icon: icon, createdAt: createdAt)
    }

    func updateList(id: TaskList.ID, title: String, icon: ListIcon) -> TaskList? {
        backing.updateList(id: id, title: title, icon: icon)
    }

    func deleteList(id: TaskList.ID) -> DeletedList? { backing.deleteList(id: id) }

    func insertRestoredList(_ deleted: DeletedList) throws(StoreError) -> TaskList {
        try backing.insertRestoredList(deleted)
    }

    func insertTask(listID: TaskList.ID, title: String, notes: String, due: DueDate?, createdAt: Date)
        -> TaskItem?
    {
        backing.insertTask(listID: listID, title: title, notes: notes, due: due, createdAt: createdAt)
    }

    func renameTask(id: TaskItem.ID, title: String) -> TaskItem? { backing.renameTask(id: id, title: title) }

    func updateTask(id: TaskItem.ID, title: String, notes: String, due: DueDate?) -> TaskItem? {
        backing.updateTask(id: id, title: title, notes: notes, due: due)
    }

    func toggleTask(id: TaskItem.ID) -> TaskItem? { backing.toggleTask(id: id) }

    func setTaskDone(id: TaskItem.ID, isDone: Bool) -> TaskItem? {
        backing.setTaskDone(id: id, isDone: isDone)
    }

    func deleteTask(id: TaskItem.ID) -> DeletedTask? { backing.deleteTask(id: id) }

    func insertRestoredTask(_ task: TaskItem, at index: Int) throws(StoreError) -> TaskItem? {
        try backing.insertRestoredTask(task, at: index)
    }

    func swapPositions(ofTask id: TaskItem.ID, andTask otherID: TaskItem.ID) -> TaskSwapResult {
        backing.swapPositions(ofTask: id, andTask: otherID)
    }

    func hasExternalChanges() -> Bool {
        defer { deletedElsewhere = false }
        return deletedElsewhere
    }

    private func deleteElsewhere(_ listID: TaskList.ID) {
        guard deletesListsWhenRead else { return }
        deletedElsewhere = backing.deleteList(id: listID) != nil || deletedElsewhere
    }
}
