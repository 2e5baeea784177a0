import TaskListDomain
import TaskListUI
import TerminalKit

/// The smallest app the trace actions run on, for tests without the real architectures: Home lists the
/// lists, enter opens the selected one, whose tasks are read in a task its page cancels when esc leaves
/// it. Its code is outside the architectures folder, so its traces show the boundaries only.
struct RowsArchitecture: Architecture {
    let name = "rows"

    func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        RowsPage(title: "Lists", service: service, navigator: navigator) { service in
            try await service.summaries().map { ($0.list.title, $0.list.id) }
        }
    }
}

/// A page of rows read from the service in a task of its own; enter opens the selected row's tasks when
/// it names a list, esc goes back.
@MainActor
final class RowsPage: Page {
    private let screen: RowsScreen
    private let service: any TaskListService
    private weak var navigator: (any Navigator)?
    private var read: Task<Void, Never>?
    private var rows: [(title: String, listID: TaskList.ID?)] = []

    var rootView: any View { screen }

    init(
        title: String, service: any TaskListService, navigator: any Navigator,
        rows: @escaping @MainActor (any TaskListService) async throws -> [(String, TaskList.ID?)]
    ) {
        screen = RowsScreen(title: title)
        self.service = service
        self.navigator = navigator
        screen.onKey = { [weak self] key in self?.handle(key) }
        read = Task { [weak self, service] in
            guard let rows = try? await rows(service) else { return }
            self?.show(rows)
        }
    }

    func didLeave() {
        read?.cancel()
    }

    private func show(_ rows: [(String, TaskList.ID?)]) {
        self.rows = rows.map { (title: $0.0, listID: $0.1) }
        screen.show(self.rows.map(\.title))
    }

    private func handle(_ key: Key) {
        switch key {
        case .enter:
            guard let navigator, let id = rows.first?.listID else { return }
            navigator.push(
                RowsPage(title: rows[0].title, service: service, navigator: navigator) { service in
                    try await service.tasks(inList: id).map { ($0.title, nil) }
                })
        case .escape:
            navigator?.pop()
        default:
            break
        }
    }
}

/// The rows on screen; keys go to `onKey`.
final class RowsScreen: ScaffoldView, ListViewDataSource {
    var onKey: ((Key) -> Void)?
    private let listView = ListView()
    private var rows: [String] = []

    init(title: String) {
        super.init(title: title, content: listView, helpItems: [])
        listView.dataSource = self
    }

    func show(_ rows: [String]) {
        self.rows = rows
        listView.reloadData()
    }

    override func handleCommand(_ key: Key) -> Bool {
        onKey?(key)
        return true
    }

    func numberOfRows(in listView: ListView) -> Int {
        rows.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        ListRow(text: rows[index])
    }
}
