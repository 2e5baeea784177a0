import Foundation
import TaskListDomain
import TaskListStrings
import Testing

/// The texts of the tasks screen that the architectures share.
@Suite("Tasks screen strings")
struct TasksStringsTests {
    private let list = TaskList(
        id: 1, title: "Groceries", icon: .checklist, createdAt: Date(timeIntervalSince1970: 0))

    @Test("B61 the title bar shows the query after the filter while a search narrows the tasks")
    func titleWithSearch() {
        #expect(
            Strings.Tasks.title(list, filter: .all, search: TaskSearch("milk"))
                == "✎ Groceries (All, \"milk\")")
        #expect(
            Strings.Tasks.title(list, filter: .done, search: TaskSearch("밀크")) == "✎ Groceries (Done, \"밀크\")"
        )
    }

    @Test("B20 without a query the title bar is the filter's alone")
    func titleWithoutSearch() {
        for filter in TaskFilter.allCases {
            #expect(
                Strings.Tasks.title(list, filter: filter, search: TaskSearch())
                    == Strings.Tasks.title(list, filter: filter))
        }
    }

    @Test("B61 when a query finds nothing the screen says so, whatever the filter")
    func emptyStateWithSearch() {
        for filter in TaskFilter.allCases {
            #expect(
                Strings.Tasks.emptyState(for: filter, search: TaskSearch("milk"))
                    == "No tasks match \"milk\".")
            #expect(
                Strings.Tasks.emptyState(for: filter, search: TaskSearch())
                    == Strings.Tasks.emptyState(for: filter))
        }
    }

    @Test("B60 the search row starts with the prompt")
    func prompt() {
        #expect(Strings.Tasks.searchPrompt == "Search: ")
    }

    @Test("B56 a title or query that starts with a combining mark keeps it on ◌, not on the space or quote")
    func leadingCombiningMark() {
        var list = list
        list.title = "\u{301}abc"
        let shown = "\u{25CC}\u{301}abc"
        #expect(Strings.Home.row(list) == "✎ " + shown)
        #expect(Strings.Tasks.title(list, filter: .all) == "✎ \(shown) (All)")
        #expect(
            Strings.Tasks.title(list, filter: .all, search: TaskSearch("\u{301}abc"))
                == "✎ \(shown) (All, \"\(shown)\")")
        #expect(
            Strings.Home.deletePrompt(title: "\u{301}abc", taskCount: 1)
                == "Delete list \"\(shown)\" and its 1 task?")
        #expect(Strings.Tasks.deletePrompt(title: "\u{301}abc") == "Delete task \"\(shown)\"?")
        #expect(
            Strings.Tasks.emptyState(for: .all, search: TaskSearch("\u{301}"))
                == "No tasks match \"\u{25CC}\u{301}\".")
    }
}

/// The texts of a task's notes.
@Suite("Notes strings")
struct NotesStringsTests {
    private func task(_ title: String, notes: String = "", isDone: Bool = false) -> TaskItem {
        TaskItem(
            id: 1, listID: 1, title: title, notes: notes, isDone: isDone,
            createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test("B66 a task with notes shows the notes marker between its checkbox and title")
    func rowMarker() {
        #expect(Strings.Tasks.row(task("Call mum", notes: "Ask about the weekend")) == "[ ] ✐ Call mum")
        #expect(Strings.Tasks.row(task("Call mum", notes: "Done", isDone: true)) == "[x] ✐ Call mum")
        #expect(Strings.Tasks.notesMarker == "✐")
    }

    @Test("B20 a task without notes shows its checkbox and title alone")
    func rowWithoutNotes() {
        #expect(Strings.Tasks.row(task("Buy milk")) == "[ ] Buy milk")
        #expect(Strings.Tasks.row(task("Buy milk", isDone: true)) == "[x] Buy milk")
    }

    @Test("B64 the notes field is labelled Notes")
    func label() {
        #expect(Strings.TaskEditor.notesLabel == "Notes")
    }

    @Test("B65 invalid notes are explained in the status line")
    func messages() {
        #expect(
            Strings.message(for: .notesTooLong(maximum: 1000)) == "Notes can have at most 1000 characters.")
        #expect(
            Strings.message(for: .notesControlCharacters)
                == "Notes cannot contain control characters other than line breaks.")
    }
}
