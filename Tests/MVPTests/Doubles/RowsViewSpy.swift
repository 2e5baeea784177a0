@testable import MVPPresenters

/// Stands in for Home's or the tasks screen's view: keeps what the presenter last told it to show,
/// the way the screen would, and every error and question.
final class RowsViewSpy: HomeView, TasksView {
    /// What the search field was last told to show.
    struct Search: Equatable {
        var prompt: String
        var query: String
        var isOpen: Bool
    }

    private(set) var title: String?
    private(set) var search: Search?
    private(set) var rows: [DisplayRow] = []
    private(set) var selectedIndex: Int?
    private(set) var emptyState: String?
    private(set) var errors: [String] = []
    private(set) var questions: [String] = []
    /// How many times rows or an empty state were shown.
    private(set) var updateCount = 0

    /// The texts of the rows shown.
    var rowTexts: [String] { rows.map(\.text) }

    /// The text of the selected row, if a row is shown selected.
    var selectedText: String? { selectedIndex.map { rows[$0].text } }

    func showTitle(_ title: String) {
        self.title = title
    }

    func show(rows: [DisplayRow], selectedIndex: Int) {
        self.rows = rows
        self.selectedIndex = selectedIndex
        emptyState = nil
        updateCount += 1
    }

    func showEmptyState(_ message: String) {
        rows = []
        selectedIndex = nil
        emptyState = message
        updateCount += 1
    }

    func showError(_ message: String) {
        errors.append(message)
    }

    func askConfirmation(_ question: String) {
        questions.append(question)
    }

    func showSearch(prompt: String, query: String, isOpen: Bool) {
        search = Search(prompt: prompt, query: query, isOpen: isOpen)
    }
}
