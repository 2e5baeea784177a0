import Foundation

/// A `TaskStore` that keeps everything in memory: for tests and `--in-memory` runs. Tasks are kept in one
/// array in list order, so a list's tasks are its share of it.
public final class InMemoryTaskStore: TaskStore {
    private var lists: [TaskList] = []
    private var tasks: [TaskItem] = []
    private var lastListID: TaskList.ID = 0
    private var lastTaskID: TaskItem.ID = 0

    public init() {}

    public func fetchSummaries() -> [TaskListSummary] {
        var done: [TaskList.ID: Int] = [:]
        var total: [TaskList.ID: Int] = [:]
        for task in tasks {
            total[task.listID, default: 0] += 1
            if task.isDone { done[task.listID, default: 0] += 1 }
        }
        return lists.map { list in
            TaskListSummary(list: list, doneCount: done[list.id] ?? 0, totalCount: total[list.id] ?? 0)
        }
    }

    public func fetchList(id: TaskList.ID) -> TaskList? {
        lists.first { $0.id == id }
    }

    public func fetchTasks(listID: TaskList.ID) -> [TaskItem]? {
        guard fetchList(id: listID) != nil else { return nil }
        return tasks.filter { $0.listID == listID }
    }

    public func fetchTaskOrder(listID: TaskList.ID) -> [TaskOrderEntry]? {
        fetchTasks(listID: listID)?.map(TaskOrderEntry.init)
    }

    public func fetchTaskOrder(listID: TaskList.ID, matching filter: TaskFilter, limit: Int)
        -> TaskOrderPrefix?
    {
        guard let shown = fetchTaskOrder(listID: listID)?.filter({ filter.includes(isDone: $0.isDone) })
        else {
            return nil
        }
        return TaskOrderPrefix(count: shown.count, entries: Array(shown.prefix(limit)))
    }

    public func fetchTasks(ids: [TaskItem.ID]) -> [TaskItem] {
        ids.compactMap { id in tasks.first { $0.id == id } }
    }

    public func fetchUpcoming() -> [UpcomingTask] {
        let places = Dictionary(
            uniqueKeysWithValues: lists.enumerated().map { ($1.id, (place: $0, list: $1)) })
        return tasks.enumerated()
            .compactMap { place, task -> (key: (DueDate, Int, Int), upcoming: UpcomingTask)? in
                guard !task.isDone, let due = task.due, let owner = places[task.listID] else { return nil }
                return ((due, owner.place, place), UpcomingTask(task: task, list: owner.list))
            }
            .sorted { $0.key < $1.key }
            .map(\.upcoming)
    }

    public func insertList(title: String, icon: ListIcon, createdAt: Date) -> TaskList {
        lastListID += 1
        let list = TaskList(id: lastListID, title: title, icon: icon, createdAt: createdAt)
        lists.append(list)
        return list
    }

    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) -> TaskList? {
        guard let index = lists.firstIndex(where: { $0.id == id }) else { return nil }
        lists[index].title = title
        lists[index].icon = icon
        return lists[index]
    }

    public func deleteList(id: TaskList.ID) -> Bool {
        guard let index = lists.firstIndex(where: { $0.id == id }) else { return false }
        lists.remove(at: index)
        tasks.removeAll { $0.listID == id }
        return true
    }

    public func insertTask(listID: TaskList.ID, title: String, notes: String, due: DueDate?, createdAt: Date)
        -> TaskItem?
    {
        guard fetchList(id: listID) != nil else { return nil }
        lastTaskID += 1
        let task = TaskItem(
            id: lastTaskID, listID: listID, title: title, notes: notes, due: due, createdAt: createdAt)
        tasks.append(task)
        return task
    }

    public func renameTask(id: TaskItem.ID, title: String) -> TaskItem? {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        tasks[index].title = title
        return tasks[index]
    }

    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: DueDate?) -> TaskItem? {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        tasks[index].title = title
        tasks[index].notes = notes
        tasks[index].due = due
        return tasks[index]
    }

    public func toggleTask(id: TaskItem.ID) -> TaskItem? {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        tasks[index].isDone.toggle()
        return tasks[index]
    }

    public func deleteTask(id: TaskItem.ID) -> TaskList.ID? {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        return tasks.remove(at: index).listID
    }

    public func swapPositions(ofTask id: TaskItem.ID, andTask otherID: TaskItem.ID) -> TaskSwapResult {
        guard let index = tasks.firstIndex(where: { $0.id == id }),
            let otherIndex = tasks.firstIndex(where: { $0.id == otherID })
        else { return .taskNotFound }
        guard tasks[index].listID == tasks[otherIndex].listID else { return .differentLists }
        tasks.swapAt(index, otherIndex)
        return .swapped(listID: tasks[index].listID)
    }

    public func hasExternalChanges() -> Bool {
        false
    }
}
