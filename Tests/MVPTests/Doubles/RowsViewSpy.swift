@testable import MVPPresenters

/// Stands in for Home's, the tasks screen's or Upcoming's view: keeps what the presenter last told it to show,
/// the way the screen would, and every error and question. Like the screen, it asks its presenter for
/// a row only when a test reads it.
final class RowsViewSpy: HomeView, TasksView, UpcomingView {
    /// What the search field was last told to show.
    struct Search: Equatable {
        var prompt: String
        var query: String
        var isOpen: Bool
    }

    /// The presenter the spy asks for rows, as the screen's table does when it draws them.
    var presenter: (any RowsPresenting)?
    private(set) var title: String?
    private(set) var search: Search?
    /// How many rows the presenter last said there are.
    private(set) var rowCount = 0
    private(set) var selectedIndex: Int?
    private(set) var emptyState: String?
    /// Whether the rows are shown loading: told so, and not yet told the read is over.
    private(set) var isLoading = false
    private(set) var errors: [String] = []
    /// Every message shown in the status line that is not an error, in order.
    private(set) var statuses: [String] = []
    private(set) var questions: [String] = []
    /// How many times rows or an empty state were shown.
    private(set) var updateCount = 0

    /// Every row shown, asked of the presenter now.
    var rows: [DisplayRow] {
        guard let presenter else { return [] }
        return (0..<rowCount).map { presenter.row(at: $0) }
    }

    /// The texts of the rows shown.
    var rowTexts: [String] { rows.map(\.text) }

    /// The text of the selected row, if a row is shown selected.
    var selectedText: String? { selectedIndex.flatMap { presenter?.row(at: $0).text } }

    func showTitle(_ title: String) {
        self.title = title
    }

    func reloadRows(count: Int, selectedIndex: Int) {
        rowCount = count
        self.selectedIndex = selectedIndex
        emptyState = nil
        updateCount += 1
    }

    func showEmptyState(_ message: String) {
        rowCount = 0
        selectedIndex = nil
        emptyState = message
        updateCount += 1
    }

    func showLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
    }

    func showError(_ message: String) {
        errors.append(message)
    }

    func showStatus(_ message: String) {
        statuses.append(message)
    }

    func askConfirmation(_ question: String) {
        questions.append(question)
    }

    func showSearch(prompt: String, query: String, isOpen: Bool) {
        search = Search(prompt: prompt, query: query, isOpen: isOpen)
    }
}
