import VIPERLogic

/// Stands in for Home's or the tasks module's view: keeps what the presenter last told it to show, the
/// search field included, and every selection, question and error.
final class RowsViewSpy: HomeViewInput, TasksViewInput {
    private(set) var title: String?
    private(set) var rows: [RowDisplayItem] = []
    private(set) var emptyState: String?
    private(set) var selectedRows: [Int] = []
    private(set) var questions: [String] = []
    private(set) var errors: [String] = []
    /// The search field's prompt and query as last shown, such as `Search: milk`.
    private(set) var searchLine: String?
    /// Whether the search field was last shown open for typing.
    private(set) var isSearchFieldOpen = false

    /// The texts of the rows shown.
    var rowTexts: [String] { rows.map(\.text) }

    func showTitle(_ title: String) {
        self.title = title
    }

    func show(rows: [RowDisplayItem]) {
        self.rows = rows
        emptyState = nil
    }

    func selectRow(at index: Int) {
        selectedRows.append(index)
    }

    func showEmptyState(_ message: String) {
        rows = []
        emptyState = message
    }

    func askConfirmation(_ question: String) {
        questions.append(question)
    }

    func showError(_ message: String) {
        errors.append(message)
    }

    func showSearchField(prompt: String, query: String, isOpen: Bool) {
        searchLine = prompt + query
        isSearchFieldOpen = isOpen
    }
}
