/// What `StoreTaskListService` last read from its store, kept current by the service's own writes, so
/// that the reads every screen makes after a change need no trip to the store and no work per task.
///
/// It holds the lists with their progress and the tasks of the one list read last. The service empties
/// it whenever another process may have written, so it never answers with data the store no longer has.
struct TaskListCache {
    /// Every list with its progress, in creation order, once read.
    private(set) var summaries: [TaskListSummary]?
    /// The tasks of the list read last, in list order.
    private var tasks: (listID: TaskList.ID, items: [TaskItem])?

    /// The tasks of the list with `listID`, if they are held.
    func tasks(inList listID: TaskList.ID) -> [TaskItem]? {
        tasks?.listID == listID ? tasks?.items : nil
    }

    /// Holds every list with its progress, as read from the store.
    mutating func hold(_ summaries: [TaskListSummary]) {
        self.summaries = summaries
    }

    /// Holds the tasks of the list with `listID`, as read from the store, instead of any other list's.
    mutating func hold(_ items: [TaskItem], inList listID: TaskList.ID) {
        tasks = (listID, items)
    }

    /// Forgets everything, for when another process may have written.
    mutating func removeAll() {
        summaries = nil
        tasks = nil
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
        if tasks?.listID == id {
            tasks = nil
        }
    }

    /// A task was added at the end of its list.
    mutating func didAdd(_ task: TaskItem) {
        updateSummary(of: task.listID) { $0.totalCount += 1 }
        guard tasks?.listID == task.listID else { return }
        tasks?.items.append(task)
    }

    /// A task got a new title or new notes; it now is as `task` says.
    mutating func didChange(_ task: TaskItem) {
        replace(task)
    }

    /// Two tasks of the list with `listID` swapped places, as `TaskStore.swapPositions` does. If either is
    /// not among the held tasks, they are forgotten and read again.
    mutating func didSwap(_ id: TaskItem.ID, _ otherID: TaskItem.ID, inList listID: TaskList.ID) {
        guard tasks?.listID == listID else { return }
        guard let place = index(ofTask: id), let otherPlace = index(ofTask: otherID) else {
            tasks = nil
            return
        }
        tasks?.items.swapAt(place, otherPlace)
    }

    /// A task was flipped between done and not done; it now is as `task` says.
    mutating func didToggle(_ task: TaskItem) {
        updateSummary(of: task.listID) { $0.doneCount += task.isDone ? 1 : -1 }
        replace(task)
    }

    /// A task of the list with `listID` was deleted. Its list's progress is known only when its tasks
    /// are held (whether it was done); otherwise the progress of every list is read again.
    mutating func didDeleteTask(id: TaskItem.ID, inList listID: TaskList.ID) {
        guard tasks?.listID == listID, let index = index(ofTask: id) else {
            summaries = nil
            return
        }
        let task = tasks?.items.remove(at: index)
        updateSummary(of: listID) { summary in
            summary.totalCount -= 1
            if task?.isDone == true {
                summary.doneCount -= 1
            }
        }
    }

    private mutating func updateSummary(of listID: TaskList.ID, _ change: (inout TaskListSummary) -> Void) {
        guard let index = summaries?.firstIndex(where: { $0.list.id == listID }) else { return }
        change(&summaries![index])
    }

    private mutating func replace(_ task: TaskItem) {
        guard tasks?.listID == task.listID, let index = index(ofTask: task.id) else { return }
        tasks?.items[index] = task
    }

    /// The index of the held task with `id`: a linear search, since moved tasks leave ID order.
    private func index(ofTask id: TaskItem.ID) -> Int? {
        tasks?.items.firstIndex { $0.id == id }
    }
}
