import SafeText
import TaskListDomain

/// Every text the app shows, in one place, the way `Localizable.strings` serves an iOS app.
/// All three architectures read from here, so their screens can match character for character.
///
/// A user's text (a title, a query) goes into a longer text through `shown(_:)`, so a combining mark it
/// starts with is drawn on a base of its own (see `VisibleText`) and does not join the space or the quote
/// before it.
public enum Strings {
    /// Texts of the home screen, which shows the lists.
    public enum Home {
        public static let title = "My Lists"
        public static let emptyState = "No lists yet. Press a to add one."

        /// A list's row text: its icon and title.
        public static func row(_ list: TaskList) -> String {
            "\(list.icon.glyph) \(shown(list.title))"
        }

        /// A list's progress, shown at the right edge: `1/3`.
        public static func progress(done: Int, total: Int) -> String {
            "\(done)/\(total)"
        }

        /// The question asked before a list and its tasks are deleted.
        public static func deletePrompt(title: String, taskCount: Int) -> String {
            "Delete list \"\(shown(title))\" and its \(count(taskCount, "task"))?"
        }
    }

    /// Texts of the editor that adds or renames a list.
    public enum ListEditor {
        public static let newTitle = "New List"
        public static let renameTitle = "Rename List"
        public static let titleLabel = "Title"
        public static let iconLabel = "Icon"
    }

    /// Texts of the screen that shows the tasks of one list.
    public enum Tasks {
        public static let emptyState = "No tasks yet. Press a to add one."

        /// The title bar: the list's icon and title, and the filter.
        public static func title(_ list: TaskList, filter: TaskFilter) -> String {
            "\(list.icon.glyph) \(shown(list.title)) (\(filterName(filter)))"
        }

        /// The mark between the checkbox and the title of a task that has notes.
        public static let notesMarker = "✐"

        /// A task's row text: its checkbox and title, with `notesMarker` between when it has notes:
        /// `[ ] ✐ Call mum`. Built by appending, which costs a third of an interpolation; presenters and
        /// view models that format every row call it 10,000 times a change.
        public static func row(_ task: TaskItem) -> String {
            var row = task.isDone ? "[x] " : "[ ] "
            if !task.notes.isEmpty {
                row += notesMarker + " "
            }
            row += shown(task.title)
            return row
        }

        /// What the screen says when the filter hides every task (or there are none).
        public static func emptyState(for filter: TaskFilter) -> String {
            switch filter {
            case .all: emptyState
            case .active: "No active tasks."
            case .done: "No done tasks."
            }
        }

        /// The question asked before a task is deleted.
        public static func deletePrompt(title: String) -> String {
            "Delete task \"\(shown(title))\"?"
        }

        /// The search field's prompt, in the row under the title bar: `Search: milk`.
        public static let searchPrompt = "Search: "

        /// The title bar while a search narrows the tasks: `✎ Groceries (All, "milk")`; without a query,
        /// the same as `title(_:filter:)`.
        public static func title(_ list: TaskList, filter: TaskFilter, search: TaskSearch) -> String {
            guard !search.isEmpty else { return title(list, filter: filter) }
            return
                "\(list.icon.glyph) \(shown(list.title)) (\(filterName(filter)), \"\(shown(search.query))\")"
        }

        /// What the screen says when no task is left to show: the search's message when a query finds
        /// nothing, else the filter's (see `emptyState(for:)`).
        public static func emptyState(for filter: TaskFilter, search: TaskSearch) -> String {
            search.isEmpty ? emptyState(for: filter) : "No tasks match \"\(shown(search.query))\"."
        }

        /// The name of a filter as the title bar shows it.
        public static func filterName(_ filter: TaskFilter) -> String {
            switch filter {
            case .all: "All"
            case .active: "Active"
            case .done: "Done"
            }
        }
    }

    /// Texts of the editor that adds or renames a task.
    public enum TaskEditor {
        public static let newTitle = "New Task"
        public static let editTitle = "Edit Task"
        public static let titleLabel = "Title"
        public static let notesLabel = "Notes"
        /// The label of the due date field, which takes a day as `YYYY-MM-DD` or nothing.
        public static let dueLabel = "Due"
    }

    /// Texts of the Upcoming screen: the undone tasks with a due date, across every list.
    public enum Upcoming {
        public static let title = "Upcoming"
        public static let emptyState = "No upcoming tasks. Give a task a due date in its editor."

        /// A row's text: the task as its list shows it, then its list's icon and title:
        /// `[ ] Call mum — ✎ Family`.
        public static func row(_ upcoming: UpcomingTask) -> String {
            "\(Tasks.row(upcoming.task)) — \(upcoming.list.icon.glyph) \(shown(upcoming.list.title))"
        }

        /// The due date, shown at the right edge of a row: `2026-12-24`.
        public static func detail(_ upcoming: UpcomingTask) -> String {
            upcoming.task.due.map(\.description) ?? ""
        }
    }

    /// Texts of undo, which takes back a screen's last delete or toggle.
    public enum Undo {
        /// The status line when the screen has nothing left to undo.
        public static let nothingToUndo = "Nothing to undo here."

        /// The status line once `change` has been undone.
        public static func undone(_ change: UndoableChange) -> String {
            switch change {
            case .deletedList(let deleted) where deleted.tasks.isEmpty:
                "Restored list \"\(shown(deleted.list.title))\"."
            case .deletedList(let deleted):
                "Restored list \"\(shown(deleted.list.title))\" and its \(count(deleted.tasks.count, "task"))."
            case .deletedTask(let deleted):
                "Restored task \"\(shown(deleted.task.title))\"."
            case .toggledTask(let task):
                "Marked \"\(shown(task.title))\" \(task.isDone ? "not done" : "done") again."
            }
        }
    }

    /// The status line of an editor whose save waits for its answer (B79).
    public static let saving = "Saving…"

    /// The status-line message for an error.
    public static func message(for error: TaskListError) -> String {
        switch error {
        case .emptyTitle: "A title cannot be empty."
        case .titleTooLong(let maximum): "A title can have at most \(maximum) characters."
        case .controlCharacters: "A title cannot contain control characters."
        case .notesTooLong(let maximum): "Notes can have at most \(maximum) characters."
        case .notesControlCharacters: "Notes cannot contain control characters other than line breaks."
        case .dueDateFormat: "Write a due date as YYYY-MM-DD, such as 2026-12-24."
        case .noSuchDay(let text): "There is no day \(text)."
        case .listNotFound: "That list no longer exists."
        case .taskNotFound: "That task no longer exists."
        case .tasksInDifferentLists: "Those tasks are in different lists."
        case .cancelled: "Cancelled before the answer came."
        case .storage(let storeError): message(for: storeError)
        }
    }

    /// The message for a storage failure; also used by the command line before any screen is shown.
    public static func message(for error: StoreError) -> String {
        switch error {
        case .notATaskDatabase(let path):
            "\(path) is not a task database; it was left untouched."
        case .newerSchema(let version):
            "The database was written by a newer version (schema \(version)); it was left untouched."
        case .corrupt(let path): "The database \(path) is damaged; nothing was changed."
        case .locked: "The database is busy. Try again."
        case .readOnly(let path): "The database \(path) cannot be written; nothing was changed."
        case .isDirectory(let path): "\(path) is a directory, not a database file."
        case .notARegularFile(let path): "\(path) is not a regular file; it was left untouched."
        case .diskFull(let path): "The disk is full: \(path) cannot be written; nothing was changed."
        case .cannotOpen(let path, let reason): "Cannot open \(path): \(reason)."
        case .failed(let reason): "The database failed: \(reason)."
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// A user's text as it goes into a longer text: made visible (see `VisibleText.of`), so a combining
    /// mark it starts with is drawn on a base of its own.
    static func shown(_ text: String) -> String {
        VisibleText.of(text)
    }
}
