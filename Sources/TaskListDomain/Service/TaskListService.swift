/// The only API the architectures use: reads, validated writes, and change notifications.
///
/// Reads and writes are asynchronous, as data access is in an iOS app: the answer may come late (the
/// store works off the UI's thread), a read whose task is cancelled while it waits throws `.cancelled`, and
/// writes apply in the order they were asked for. The UI calls it, and hears its changes, on the main actor.
@MainActor
public protocol TaskListService: AnyObject {
    /// All lists in creation order with their progress.
    func summaries() async throws(TaskListError) -> [TaskListSummary]
    /// One list, or `TaskListError.listNotFound`.
    func list(id: TaskList.ID) async throws(TaskListError) -> TaskList
    /// The tasks of one list in their order (creation order until moved), or `TaskListError.listNotFound`.
    func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem]
    /// The tasks of one list that `filter` shows and `search` finds, in list order, or
    /// `TaskListError.listNotFound`; each task may be read only when it is first shown (see `TaskRows`).
    func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    /// Every task not done that has a due date, in every list: soonest first, tasks due the same day in
    /// the order of their lists on Home, then in their list's order. Read in one go.
    func upcomingTasks() async throws(TaskListError) -> [UpcomingTask]

    /// Validates the title and adds a list at the end.
    @discardableResult
    func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList
    /// Validates the title and changes a list's title and icon.
    @discardableResult
    func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError) -> TaskList
    /// Deletes a list with all its tasks, and returns them as they were, for an undo.
    @discardableResult
    func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList
    /// Puts a deleted list back with its ID, title, icon and creation date, so in its place on Home, and all
    /// its tasks with their IDs, fields and order: all or nothing. Fails, changing nothing, when an ID is in
    /// use (`.storage`).
    @discardableResult
    func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList

    /// Validates the title and adds a task without notes at the end of a list.
    @discardableResult
    func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem
    /// Validates the title, the notes (see `NotesRule`) and the due date (see `DueDateRule`; empty for
    /// none), in that order, and adds a task at the end of a list.
    @discardableResult
    func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    /// Validates the title and renames a task; its notes and due date stay.
    @discardableResult
    func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem
    /// Validates the title, the notes and the due date, in that order, and changes all three, as the task
    /// editor saves them.
    @discardableResult
    func updateTask(id: TaskItem.ID, title: String, notes: String, due: String) async throws(TaskListError)
        -> TaskItem
    /// Flips a task between done and not done.
    @discardableResult
    func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem
    /// Makes a task done or not done, whichever it was: an undo sets the state a toggle changed, rather than
    /// flipping one that another program may have changed meanwhile.
    @discardableResult
    func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem
    /// Deletes a task, and returns it with its place in its list, for an undo.
    @discardableResult
    func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask
    /// Puts a deleted task back with its ID and fields at its index in its list's current order (at the end
    /// when the list is shorter now), the tasks from there on moving down one. Fails with `.listNotFound`
    /// when its list is gone, and changing nothing when its ID is in use (`.storage`).
    @discardableResult
    func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem
    /// Moves a task to the place of another task of its list, and that one to its place: `K` and `J` move
    /// the selected task past its neighbour on screen. Fails with `taskNotFound` or `tasksInDifferentLists`.
    func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError)

    /// Calls `observer` after every change, from this process or, once noticed, from another one.
    func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription
    /// Asks the store whether another process wrote to it and notifies observers with `.external` if so.
    /// A check that fails counts as a change: observers reload and meet the error themselves.
    func checkForExternalChanges() async
}

extension TaskListService {
    /// Validates the title and the notes and adds a task without a due date at the end of a list.
    @discardableResult
    public func addTask(title: String, notes: String, toList listID: TaskList.ID) async throws(TaskListError)
        -> TaskItem
    {
        try await addTask(title: title, notes: notes, due: "", toList: listID)
    }

    /// The tasks of one list that `filter` shows and `search` finds, in list order, read whole: for
    /// services without a cheaper way.
    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    {
        TaskRows(try await tasks(inList: listID).filter { filter.includes($0) && search.matches($0) })
    }

    /// The tasks of one list that `filter` shows, in list order.
    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter) async throws(TaskListError)
        -> TaskRows
    {
        try await tasks(inList: listID, matching: filter, search: TaskSearch())
    }
}
