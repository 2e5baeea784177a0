import TaskListDomain
import TaskListUI
import TerminalKit
import TraceKit

/// A one-screen app written for the trace tests, asynchronous as the architectures are: space toggles the
/// first task of list 1 in a task of its own, either directly or through a helper, so a test can change
/// the code path and watch the trace follow; the tasks are read in a task the controller cancels when it
/// leaves. Its files live in a folder named `Fixture`, which the tests' call-stack reader treats as the
/// architectures folder.
struct FixtureArchitecture: Architecture {
    let name = "fixture"
    /// Whether the controller toggles through `toggleThroughHelper(_:)`.
    var routesThroughHelper = false

    func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        FixtureController(service: service, navigator: navigator, routesThroughHelper: routesThroughHelper)
    }
}

/// The fixture's only controller: owns its screen, toggles, reloads on changes, pushes a copy of
/// itself on `n`, pops on esc and pops to the first one on `h`.
@MainActor
final class FixtureController: Page {
    let screen = FixtureScreen()
    var rootView: any View { screen }
    private let service: any TaskListService
    private weak var navigator: (any Navigator)?
    private let routesThroughHelper: Bool
    private var tasks: [TaskItem] = []
    private var subscription: ChangeSubscription?
    private var load: Task<Void, Never>?

    init(service: any TaskListService, navigator: any Navigator, routesThroughHelper: Bool) {
        self.service = service
        self.navigator = navigator
        self.routesThroughHelper = routesThroughHelper
        screen.controller = self
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    func didPress(_ key: Key) {
        switch key {
        case .character(" "):
            toggleFirst()
        case .character("n"):
            navigator?.push(
                FixtureController(
                    service: service, navigator: navigator!, routesThroughHelper: routesThroughHelper))
        case .escape:
            navigator?.pop()
        case .character("h"):
            navigator?.popToRoot()
        default:
            break
        }
    }

    func didLeave() {
        load?.cancel()
    }

    private func toggleFirst() {
        guard let task = tasks.first else { return }
        Task { [weak self, service, routesThroughHelper] in
            if routesThroughHelper {
                await self?.toggleThroughHelper(task)
            } else {
                _ = try? await service.toggleTask(id: task.id)
            }
        }
    }

    private func toggleThroughHelper(_ task: TaskItem) async {
        let toggled = try? await service.toggleTask(id: task.id)
        screen.status = toggled.map { "Toggled \($0.title)" } ?? ""
    }

    private func reload() {
        load?.cancel()
        load = Task { [weak self, service] in
            guard let tasks = try? await service.tasks(inList: 1) else { return }
            self?.show(tasks)
        }
    }

    private func show(_ tasks: [TaskItem]) {
        self.tasks = tasks
        screen.show(tasks.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title })
    }
}

/// The fixture's screen: a list of rows; keys go to its controller, or to `onKey`.
final class FixtureScreen: ScaffoldView, ListViewDataSource {
    weak var controller: FixtureController?
    var onKey: ((Key) -> Void)?
    private let listView = ListView()
    private var rows: [String] = []

    init() {
        super.init(title: "Fixture", content: listView, helpItems: [])
        listView.dataSource = self
    }

    func show(_ rows: [String]) {
        self.rows = rows
        listView.reloadData()
    }

    override func handleCommand(_ key: Key) -> Bool {
        controller?.didPress(key)
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

/// One reader for every test, so that each address is named once: naming reads the test bundle's
/// debug information, which takes a while.
let fixtureFrames = BacktraceReader(folder: "Fixture")
