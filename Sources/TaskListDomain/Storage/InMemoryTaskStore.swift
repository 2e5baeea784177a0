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

    public func deleteList(id: TaskList.ID) -> DeletedList? {
        guard let index = lists.firstIndex(where: { $0.id == id }) else { return nil }
        let list = lists.remove(at: index)
        let removed = tasks.filter { $0.listID == id }
        tasks.removeAll { $0.listID == id }
        return DeletedList(list: list, tasks: removed)
    }

    /// Checks every ID before it changes anything, so a restore that fails leaves the store as it was.
    public func insertRestoredList(_ deleted: DeletedList) throws(StoreError) -> TaskList {
        let list = deleted.list
        guard fetchList(id: list.id) == nil else { throw .listIDInUse(list.id) }
        var taken = Set(tasks.map(\.id))
        for task in deleted.tasks {
            guard taken.insert(task.id).inserted else { throw .taskIDInUse(task.id) }
        }
        lists.insert(list, at: lists.firstIndex { $0.id > list.id } ?? lists.endIndex)
        tasks += deleted.tasks.map { $0.moved(toList: list.id) }
        lastListID = max(lastListID, list.id)
        lastTaskID = max(lastTaskID, deleted.tasks.map(\.id).max() ?? 0)
        return list
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

    public func setTaskDone(id: TaskItem.ID, isDone: Bool) -> TaskItem? {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        tasks[index].isDone = isDone
        return tasks[index]
    }

    public func deleteTask(id: TaskItem.ID) -> DeletedTask? {
        guard let place = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        let task = tasks.remove(at: place)
        return DeletedTask(task: task, index: tasks[..<place].count { $0.listID == task.listID })
    }

    public func insertRestoredTask(_ task: TaskItem, at index: Int) throws(StoreError) -> TaskItem? {
        guard fetchList(id: task.listID) != nil else { return nil }
        guard !tasks.contains(where: { $0.id == task.id }) else { throw .taskIDInUse(task.id) }
        let places = tasks.indices.filter { tasks[$0].listID == task.listID }
        let index = max(0, index)
        let place = index < places.count ? places[index] : (places.last.map { $0 + 1 } ?? tasks.endIndex)
        tasks.insert(task, at: place)
        lastTaskID = max(lastTaskID, task.id)
        return task
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

extension TaskItem {
    /// This task in the list with `listID`, every other field kept.
    fileprivate func moved(toList listID: TaskList.ID) -> TaskItem {
        TaskItem(
            id: id, listID: listID, title: title, notes: notes, due: due, isDone: isDone, createdAt: createdAt
        )
    }
}
