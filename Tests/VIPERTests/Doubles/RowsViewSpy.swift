import VIPERLogic

/// Stands in for Home's, the tasks module's or Upcoming's view: keeps what the presenter last told it to show, the
/// search field included, and every selection, question and error. Like the real view it owns the
/// presenter and asks it for the rows, when a test reads them.
@MainActor
final class RowsViewSpy: HomeViewInput, TasksViewInput, UpcomingViewInput {
    /// The presenter, which formats a row when asked.
    let output: any RowsViewOutput
    private(set) var title: String?
    /// The number of rows last shown; 0 with the empty state.
    private(set) var rowCount = 0
    private(set) var emptyState: String?
    private(set) var selectedRows: [Int] = []
    private(set) var questions: [String] = []
    private(set) var errors: [String] = []
    /// The news shown in the status line that is no error, such as what an undo brought back.
    private(set) var statuses: [String] = []
    /// The search field's prompt and query as last shown, such as `Search: milk`.
    private(set) var searchLine: String?
    /// Whether the search field was last shown open for typing.
    private(set) var isSearchFieldOpen = false
    /// Whether the view was last told that the rows are being read.
    private(set) var isLoading = false

    init(output: any RowsViewOutput) {
        self.output = output
    }

    /// The rows shown, each asked of the presenter now, as the table asks for the rows it draws.
    var rows: [RowDisplayItem] { (0..<rowCount).map(output.row(at:)) }

    /// The texts of the rows shown.
    var rowTexts: [String] { rows.map(\.text) }

    func showTitle(_ title: String) {
        self.title = title
    }

    func showLoading() {
        isLoading = true
    }

    func hideLoading() {
        isLoading = false
    }

    func showRows(count: Int) {
        rowCount = count
        emptyState = nil
    }

    func selectRow(at index: Int) {
        selectedRows.append(index)
    }

    func showEmptyState(_ message: String) {
        rowCount = 0
        emptyState = message
    }

    func askConfirmation(_ question: String) {
        questions.append(question)
    }

    func showError(_ message: String) {
        errors.append(message)
    }

    func showStatus(_ message: String) {
        statuses.append(message)
    }

    func showSearchField(prompt: String, query: String, isOpen: Bool) {
        searchLine = prompt + query
        isSearchFieldOpen = isOpen
    }
}
