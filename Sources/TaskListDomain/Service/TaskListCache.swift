/// What `StoreTaskListService` last read from its store, kept current by the service's own writes, so
/// that the reads every screen makes after a change need no trip to the store and no work per task.
///
/// It holds the lists with their progress, the order of the one list read last, and those of that
/// list's tasks read so far. The service empties it whenever another process may have written, so it
/// never answers with data the store no longer has.
struct TaskListCache {
    /// Every list with its progress, in creation order, once read.
    private(set) var summaries: [TaskListSummary]?
    /// The order of the list read last: each task's ID and state, top to bottom.
    private var order: (listID: TaskList.ID, entries: [TaskOrderEntry])?
    /// The tasks of that list read so far, by ID.
    private var tasks: [TaskItem.ID: TaskItem] = [:]

    /// The order of the list with `listID`, if it is held.
    func order(ofList listID: TaskList.ID) -> [TaskOrderEntry]? {
        order?.listID == listID ? order?.entries : nil
    }

    /// The task with `id`, if it is held.
    func task(withID id: TaskItem.ID) -> TaskItem? {
        tasks[id]
    }

    /// Every task of the list with `listID` in order, if its order and all its tasks are held.
    func allTasks(ofList listID: TaskList.ID) -> [TaskItem]? {
        guard let entries = order(ofList: listID), tasks.count == entries.count else { return nil }
        let all = entries.compactMap { tasks[$0.id] }
        return all.count == entries.count ? all : nil
    }

    /// Holds every list with its progress, as read from the store.
    mutating func hold(_ summaries: [TaskListSummary]) {
        self.summaries = summaries
    }

    /// Holds the order of the list with `listID`, as read from the store, instead of any other list's.
    mutating func hold(_ entries: [TaskOrderEntry], ofList listID: TaskList.ID) {
        order = (listID, entries)
        tasks = [:]
    }

    /// Holds every task of the list with `listID`, in order, as read from the store.
    mutating func hold(allTasks items: [TaskItem], ofList listID: TaskList.ID) {
        hold(items.map { TaskOrderEntry(id: $0.id, isDone: $0.isDone) }, ofList: listID)
        hold(items)
    }

    /// Holds `items`, as read from the store, those of the list whose order is held.
    mutating func hold(_ items: [TaskItem]) {
        for task in items where task.listID == order?.listID {
            tasks[task.id] = task
        }
    }

    /// Forgets everything, for when another process may have written.
    mutating func removeAll() {
        summaries = nil
        order = nil
        tasks = [:]
    }

    /// A list was added at the end.
    mutating func didAdd(_ list: TaskList) {
        summaries?.append(TaskListSummary(list: list, doneCount: 0, totalCount: 0))
    }

    /// A list's title or icon changed.
    mutating func didUpdate(_ list: TaskList) {
        updateSummary(of: list.id) { $0.list = list }
    }

    /// A list was deleted with its tasks.
    mutating func didDeleteList(id: TaskList.ID) {
        summaries?.removeAll { $0.list.id == id }
        if order?.listID == id {
            order = nil
            tasks = [:]
        }
    }

    /// A task was added at the end of its list.
    mutating func didAdd(_ task: TaskItem) {
        updateSummary(of: task.listID) { $0.totalCount += 1 }
        guard order?.listID == task.listID else { return }
        order?.entries.append(TaskOrderEntry(id: task.id, isDone: task.isDone))
        tasks[task.id] = task
    }

    /// A task got a new title or new notes; it now is as `task` says.
    mutating func didChange(_ task: TaskItem) {
        hold([task])
    }

    /// Two tasks of the list with `listID` swapped places, as `TaskStore.swapPositions` does. If either is
    /// not in the held order, the order is forgotten and read again.
    mutating func didSwap(_ id: TaskItem.ID, _ otherID: TaskItem.ID, inList listID: TaskList.ID) {
        guard order?.listID == listID else { return }
        guard let place = index(ofTask: id), let otherPlace = index(ofTask: otherID) else {
            order = nil
            tasks = [:]
            return
        }
        order?.entries.swapAt(place, otherPlace)
    }

    /// A task was flipped between done and not done; it now is as `task` says.
    mutating func didToggle(_ task: TaskItem) {
        updateSummary(of: task.listID) { $0.doneCount += task.isDone ? 1 : -1 }
        guard order?.listID == task.listID, let index = index(ofTask: task.id) else { return }
        order?.entries[index].isDone = task.isDone
        tasks[task.id] = task
    }

    /// A task of the list with `listID` was deleted. Its list's progress is known only when its order
    /// is held (whether it was done); otherwise the progress of every list is read again.
    mutating func didDeleteTask(id: TaskItem.ID, inList listID: TaskList.ID) {
        guard order?.listID == listID, let index = index(ofTask: id) else {
            summaries = nil
            return
        }
        let entry = order?.entries.remove(at: index)
        tasks[id] = nil
        updateSummary(of: listID) { summary in
            summary.totalCount -= 1
            if entry?.isDone == true {
                summary.doneCount -= 1
            }
        }
    }

    private mutating func updateSummary(of listID: TaskList.ID, _ change: (inout TaskListSummary) -> Void) {
        guard let index = summaries?.firstIndex(where: { $0.list.id == listID }) else { return }
        change(&summaries![index])
    }

    /// The index of a task in the held order: a linear search, since moved tasks leave ID order.
    private func index(ofTask id: TaskItem.ID) -> Int? {
        order?.entries.firstIndex { $0.id == id }
    }
}
