import TaskListDomain

extension TaskItem {
    /// This task in the list with `listID`, every other field kept: a task another program put elsewhere.
    func moved(to listID: TaskList.ID) -> TaskItem {
        TaskItem(
            id: id, listID: listID, title: title, notes: notes, due: due, isDone: isDone, createdAt: createdAt
        )
    }
}
