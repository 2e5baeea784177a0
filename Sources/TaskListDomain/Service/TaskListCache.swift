/// What `TaskListCore` last read from its store, kept current by the service's own writes, so
/// that the reads every screen makes after a change need no trip to the store and no work per task.
///
/// It holds the lists with their progress and, of the one list read last, its whole order once read and
/// those of its tasks read so far. The service empties it whenever another process may have written, so
/// it never answers with data the store no longer has.
struct TaskListCache {
    /// Every list with its progress, in creation order, once read.
    private(set) var summaries: [TaskListSummary]?
    /// The list read last: its order (each task's ID and state, top to bottom) once read whole, and its
    /// tasks read so far, by ID.
    private var list: (id: TaskList.ID, order: [TaskOrderEntry]?, tasks: [TaskItem.ID: TaskItem])?

    /// The whole order of the list with `listID`, if it is held.
    func order(ofList listID: TaskList.ID) -> [TaskOrderEntry]? {
        list?.id == listID ? list?.order : nil
    }

    /// The task with `id`, if it is held.
    func task(withID id: TaskItem.ID) -> TaskItem? {
        list?.tasks[id]
    }

    /// Every task of the list with `listID` in order, if its order and all its tasks are held.
    func allTasks(ofList listID: TaskList.ID) -> [TaskItem]? {
        guard let list, list.id == listID, let order = list.order, list.tasks.count == order.count else {
            return nil
        }
        let all = order.compactMap { list.tasks[$0.id] }
        return all.count == order.count ? all : nil
    }

    /// Holds every list with its progress, as read from the store.
    mutating func hold(_ summaries: [TaskListSummary]) {
        self.summaries = summaries
    }

    /// Makes the list with `listID` the one whose order and tasks are held, forgetting another list's.
    mutating func read(list listID: TaskList.ID) {
        if list?.id != listID {
            list = (listID, nil, [:])
        }
    }

    /// Holds the whole order of the list with `listID`, as read from the store.
    mutating func hold(_ order: [TaskOrderEntry], ofList listID: TaskList.ID) {
        read(list: listID)
        list?.order = order
    }

    /// Holds every task of the list with `listID`, in order, as read from the store.
    mutating func hold(allTasks items: [TaskItem], ofList listID: TaskList.ID) {
        hold(items.map(TaskOrderEntry.init), ofList: listID)
        hold(items)
    }

    /// Holds `items`, as read from the store, those of the list read last.
    mutating func hold(_ items: [TaskItem]) {
        for task in items where task.listID == list?.id {
            list?.tasks[task.id] = task
        }
    }

    /// Forgets everything, for when another process may have written.
    mutating func removeAll() {
        summaries = nil
        list = nil
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
        if list?.id == id {
            list = nil
        }
    }

    /// A deleted list came back with its tasks, in its place among the lists (their IDs' order).
    mutating func didRestore(_ deleted: DeletedList) {
        guard let held = summaries else { return }
        let summary = TaskListSummary(
            list: deleted.list, doneCount: deleted.tasks.count { $0.isDone }, totalCount: deleted.tasks.count)
        summaries?.insert(summary, at: held.firstIndex { $0.list.id > deleted.list.id } ?? held.endIndex)
    }

    /// A deleted task came back at `index` in its list's order, or at its end when the list is shorter, as
    /// `TaskStore.insertRestoredTask` puts it.
    mutating func didRestore(_ task: TaskItem, at index: Int) {
        updateSummary(of: task.listID) { summary in
            summary.totalCount += 1
            if task.isDone {
                summary.doneCount += 1
            }
        }
        guard list?.id == task.listID else { return }
        list?.tasks[task.id] = task
        if let count = list?.order?.count {
            list?.order?.insert(TaskOrderEntry(task), at: min(max(0, index), count))
        }
    }

    /// A task was made done or not done, which it may already have been; it now is as `task` says. When
    /// the task was not held, what it was is not known, and the progress of every list is read again.
    mutating func didSetDone(_ task: TaskItem) {
        if let wasDone = list?.tasks[task.id]?.isDone {
            if wasDone != task.isDone {
                updateSummary(of: task.listID) { $0.doneCount += task.isDone ? 1 : -1 }
            }
        } else {
            summaries = nil
        }
        holdDoneState(of: task)
    }

    /// A task was added at the end of its list.
    mutating func didAdd(_ task: TaskItem) {
        updateSummary(of: task.listID) { $0.totalCount += 1 }
        guard list?.id == task.listID else { return }
        list?.order?.append(TaskOrderEntry(task))
        list?.tasks[task.id] = task
    }

    /// A task got a new title or new notes; it now is as `task` says.
    mutating func didChange(_ task: TaskItem) {
        hold([task])
    }

    /// Two tasks of the list with `listID` swapped places, as `TaskStore.swapPositions` does. If either is
    /// not in the held order, the order is forgotten and read again.
    mutating func didSwap(_ id: TaskItem.ID, _ otherID: TaskItem.ID, inList listID: TaskList.ID) {
        guard list?.id == listID, list?.order != nil else { return }
        guard let place = index(ofTask: id), let otherPlace = index(ofTask: otherID) else {
            list?.order = nil
            return
        }
        list?.order?.swapAt(place, otherPlace)
    }

    /// A task was flipped between done and not done; it now is as `task` says.
    mutating func didToggle(_ task: TaskItem) {
        updateSummary(of: task.listID) { $0.doneCount += task.isDone ? 1 : -1 }
        holdDoneState(of: task)
    }

    /// Holds `task` as it now is, and its done state in the held order, when its list is the one held.
    private mutating func holdDoneState(of task: TaskItem) {
        guard list?.id == task.listID else { return }
        list?.tasks[task.id] = task
        if let index = index(ofTask: task.id) {
            list?.order?[index].isDone = task.isDone
        }
    }

    /// A task of the list with `listID` was deleted. Its list's progress is known only when the task or
    /// the list's order is held (whether it was done); otherwise the progress of every list is read again.
    mutating func didDeleteTask(id: TaskItem.ID, inList listID: TaskList.ID) {
        guard list?.id == listID else {
            summaries = nil
            return
        }
        let index = index(ofTask: id)
        let wasDone = list?.tasks[id]?.isDone ?? index.flatMap { list?.order?[$0].isDone }
        list?.tasks[id] = nil
        if let index {
            list?.order?.remove(at: index)
        } else {
            list?.order = nil
        }
        guard let wasDone else {
            summaries = nil
            return
        }
        updateSummary(of: listID) { summary in
            summary.totalCount -= 1
            if wasDone {
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
        list?.order?.firstIndex { $0.id == id }
    }
}
