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
}
