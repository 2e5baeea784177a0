/// Everything that can go wrong when the service is asked to do something.
public enum TaskListError: Error, Equatable, Sendable {
    /// The title was empty after trimming white space.
    case emptyTitle
    /// The title has more characters than `maximum`, counted as a person counts them.
    case titleTooLong(maximum: Int)
    /// The title holds a control character, a line break or a bidirectional override.
    case controlCharacters
    /// A task's notes have more characters than `maximum`, line breaks included.
    case notesTooLong(maximum: Int)
    /// A task's notes hold a control character other than a line break, or a bidirectional override.
    case notesControlCharacters
    /// A due date that is not written `YYYY-MM-DD` in ASCII digits.
    case dueDateFormat
    /// A due date written `YYYY-MM-DD` that names no day, such as `2026-02-30`; the text as written, trimmed.
    case noSuchDay(String)
    /// The list no longer exists, for example because another process deleted it.
    case listNotFound
    /// The task no longer exists, for example because another process deleted it.
    case taskNotFound
    /// Two tasks that must be in the same list, such as the two of a move, are in different lists.
    case tasksInDifferentLists
    /// The store failed; nothing was changed.
    case storage(StoreError)
    /// The task that asked stopped waiting (it was cancelled, its screen is gone) before the answer came.
    case cancelled
}
