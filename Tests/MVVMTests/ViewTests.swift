import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM
@testable import MVVMViewModels

/// Views on a headless terminal, each observing a real view model over an in-memory service.
@Suite("Views")
struct ViewTests {
    let coordinator = CoordinatorSpy()

    private func lines(_ terminal: HeadlessTerminal) -> [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func homeView(lists: [(String, [String])]) -> (HomeView, HeadlessTerminal) {
        let service = Fixtures.makeService(lists: lists)
        let view = HomeView(viewModel: HomeViewModel(service: service, coordinator: coordinator))
        return (view, HeadlessTerminal(root: view, size: Size(width: 60, height: 10)))
    }

    @Test("B01 B19 Home draws its view model's title, rows and selection, and its keys")
    func homeDrawsViewModel() {
        let (_, terminal) = homeView(lists: [("Groceries", ["x Milk", "Eggs"]), ("Work", [])])
        let lines = lines(terminal)
        #expect(lines[0] == "My Lists")
        #expect(lines[2].hasPrefix("> ✎ Groceries") && lines[2].hasSuffix("1/2"))
        #expect(lines[3].hasPrefix("✎ Work") && lines[3].hasSuffix("0/0"))
        #expect(lines[9] == "a add  enter open  r rename  d delete  q quit  ? help")
    }

    @Test("B14 keys move the selection and the view model follows")
    func selectionReachesViewModel() {
        let (view, terminal) = homeView(lists: [("Groceries", []), ("Work", []), ("Holiday", [])])
        terminal.press(.down)
        terminal.press(.character("j"))
        #expect(view.viewModel.table.selectedIndex == 2)
        terminal.press(.down)
        #expect(view.viewModel.table.selectedIndex == 2)
        terminal.press(.character("k"))
        #expect(view.viewModel.table.selectedIndex == 1)
        #expect(lines(terminal)[3].hasPrefix("> ✎ Work"))
    }

    @Test("a table formats only the rows its list view draws, and a change formats none")
    func tableFormatsOnlyDrawnRows() {
        let formatter = RowFormatterSpy()
        let table = formatter.makeTable()
        table.show(RowFormatterSpy.items(count: 100))
        let terminal = HeadlessTerminal(root: TableView(viewModel: table), size: Size(width: 20, height: 3))
        #expect(lines(terminal) == ["> 0", "1", "2"])
        #expect(formatter.formattedIDs == ["0", "1", "2"])
        formatter.formattedIDs = []
        table.show(Array(RowFormatterSpy.items(count: 100).dropFirst()))
        #expect(formatter.formattedIDs.isEmpty)
        _ = terminal.render()
        #expect(formatter.formattedIDs == ["1", "2", "3"])
        formatter.formattedIDs = []
        table.select(at: 98)
        _ = terminal.render()
        #expect(formatter.formattedIDs == ["97", "98", "99"])
    }

    @Test("B13 B17 Home's keys become the view model's inputs")
    func homeKeysBecomeInputs() {
        let (_, terminal) = homeView(lists: [("Groceries", []), ("Work", [])])
        terminal.press(.down)
        terminal.press(.enter)
        terminal.press(.character("r"))
        terminal.press(.character("a"))
        terminal.press(.character("q"))
        #expect(
            coordinator.calls == [
                .showTasks(listTitle: "Work"), .showListEditor(renaming: "Work"),
                .showListEditor(renaming: nil),
                .quit,
            ])
    }

    @Test("B12 the delete question cancels on any other key and deletes on y")
    func deleteDialog() throws {
        let (view, terminal) = homeView(lists: [("Groceries", ["Milk"]), ("Work", [])])
        terminal.press(.character("d"))
        #expect(terminal.snapshot.contains("Delete list \"Groceries\" and its 1 task?"))
        terminal.press(.character("n"))
        #expect(!terminal.snapshot.contains("Delete list"))
        #expect(view.viewModel.confirmation == nil)
        #expect(view.viewModel.table.rows.count == 2)
        terminal.press(.character("d"))
        terminal.press(.character("y"))
        #expect(view.viewModel.confirmation == nil)
        #expect(view.viewModel.table.rows.map(\.text) == ["✎ Work"])
        #expect(lines(terminal)[2].hasPrefix("> ✎ Work"))
    }

    @Test("B34 the view model's message shows in the status line until the next key, which clears it")
    func messageInStatusLine() {
        let (view, terminal) = homeView(lists: [])
        view.viewModel.statusMessage = "The database is busy. Try again."
        #expect(lines(terminal)[8] == "The database is busy. Try again.")
        terminal.press(.down)
        #expect(lines(terminal)[8] == "")
        #expect(view.viewModel.statusMessage == nil)
    }

    @Test("B36 Home redraws what its view model changes between keys")
    func homeFollowsViewModelWithoutKeys() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let view = HomeView(viewModel: HomeViewModel(service: service, coordinator: coordinator))
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[2].hasSuffix("0/1"))
        try service.toggleTask(id: try service.tasks(inList: try service.summaries()[0].id)[0].id)
        try service.addList(title: "Work", icon: .default)
        #expect(lines(terminal)[2].hasPrefix("> ✎ Groceries") && lines(terminal)[2].hasSuffix("1/1"))
        #expect(lines(terminal)[3].hasPrefix("✎ Work"))
    }

    @Test("B26 the tasks screen's title bar and empty text follow the view model")
    func tasksTitleFollowsFilter() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["x Milk"])])
        let list = try service.summaries()[0].list
        let view = TasksView(
            viewModel: TasksViewModel(list: list, service: service, coordinator: coordinator) {})
        let terminal = HeadlessTerminal(root: view, size: Size(width: 40, height: 10))
        #expect(lines(terminal)[0] == "✎ Groceries (All)")
        terminal.press(.character("f"))
        #expect(lines(terminal)[0] == "✎ Groceries (Active)")
        #expect(lines(terminal)[2] == "No active tasks.")
        terminal.press(.escape)
        #expect(coordinator.calls == [.goBack])
    }

    private func tasksView(tasks: [String]) throws -> (TasksView, HeadlessTerminal) {
        let service = Fixtures.makeService(lists: [("Groceries", tasks)])
        let list = try service.summaries()[0].list
        let view = TasksView(
            viewModel: TasksViewModel(list: list, service: service, coordinator: coordinator) {})
        return (view, HeadlessTerminal(root: view, size: Size(width: 100, height: 10)))
    }

    @Test("B23 space toggles the selected task through the view model, and the row shows it")
    func spaceToggles() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "Eggs"])
        terminal.press(.down)
        terminal.press(.character(" "))
        #expect(view.viewModel.table.rows.map(\.text) == ["[ ] Milk", "[x] Eggs"])
        #expect(lines(terminal)[2...3] == ["[ ] Milk", "> [x] Eggs"])
    }

    @Test(
        "B25 d asks the view model to delete; the dialog asks its question, y confirms and n keeps the task")
    func tasksDeleteDialog() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "Eggs"])
        terminal.press(.character("d"))
        #expect(view.viewModel.confirmation?.message == "Delete task \"Milk\"?")
        #expect(terminal.snapshot.contains("Delete task \"Milk\"?"))
        terminal.press(.character("n"))
        #expect(view.viewModel.confirmation == nil)
        #expect(lines(terminal)[2...3] == ["> [ ] Milk", "[ ] Eggs"])
        terminal.press(.character("d"))
        terminal.press(.character("y"))
        #expect(view.viewModel.confirmation == nil)
        #expect(lines(terminal)[2...3] == ["> [ ] Eggs", ""])
    }

    @Test("B18 ? on Home, where the table takes no ?, shows the help overlay and any key closes it")
    func homeShowsHelp() {
        let (_, terminal) = homeView(lists: [("Groceries", [])])
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        terminal.press(.character("x"))
        #expect(!terminal.snapshot.contains("Help"))
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B18 ? on the tasks screen, where the table takes no ?, shows the help overlay")
    func tasksScreenShowsHelp() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk"])
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(view.viewModel.searchQuery.isEmpty)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B34 B38 the tasks screen shows its view model's message in the status line until the next key")
    func tasksScreenShowsMessage() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let view = TasksView(
            viewModel: TasksViewModel(list: list, service: service, coordinator: coordinator) {})
        let terminal = HeadlessTerminal(root: view, size: Size(width: 100, height: 10))
        store.isLockedByOtherProcess = true
        terminal.press(.character(" "))
        #expect(lines(terminal)[8] == "The database is busy. Try again.")
        terminal.press(.down)
        #expect(lines(terminal)[8] == "")
        #expect(view.viewModel.statusMessage == nil)
    }

    @Test("B14 B26 keys with no frame between act on the view model's rows: f then j selects the second row")
    func tableFollowsViewModelBeforeNextKey() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "Eggs", "Bread"])
        terminal.press(.down, count: 2)
        terminal.type("fj")
        #expect(view.viewModel.table.selectedIndex == 1)
        #expect(lines(terminal)[2...4] == ["[ ] Milk", "> [ ] Eggs", "[ ] Bread"])
    }

    @Test("B22 B24 a and e on the tasks screen ask the view model for the task editor")
    func tasksKeysOpenEditors() throws {
        let (_, terminal) = try tasksView(tasks: ["Milk"])
        terminal.press(.character("a"))
        terminal.press(.character("e"))
        #expect(
            coordinator.calls == [
                .showTaskEditor(addingTo: 1, editing: nil), .showTaskEditor(addingTo: nil, editing: "Milk"),
            ])
    }

    @Test("B60 / typed before a query opens the field before the next key, without a frame between")
    func searchOpensBeforeNextKey() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "Eggs"])
        terminal.type("/egg")
        #expect(view.viewModel.searchQuery == "egg")
        #expect(lines(terminal)[1] == "Search: egg")
        #expect(lines(terminal)[2...3] == ["> [ ] Eggs", ""])
    }

    @Test("B60 / opens the search field under the title; it types ? q and space, and up/down still move")
    func searchFieldTakesTyping() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "q? milk", "Eggs"])
        #expect(lines(terminal)[1] == "")
        #expect(
            lines(terminal)[9]
                == "a add  space toggle  e edit  d delete  f filter  / search  K/J move task  esc/left back  ? help"
        )
        terminal.press(.character("/"))
        #expect(lines(terminal)[1] == "Search:")
        #expect(lines(terminal)[9] == "enter done  esc clear  up/down move")
        terminal.type("q? m")
        #expect(view.viewModel.searchQuery == "q? m")
        #expect(lines(terminal)[1] == "Search: q? m")
        terminal.press(.backspace)
        terminal.press(.backspace)
        terminal.press(.backspace)
        #expect(lines(terminal)[2...3] == ["> [ ] q? milk", ""])
        terminal.press(.backspace)
        terminal.press(.down)
        #expect(view.viewModel.table.selectedIndex == 1)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B61 enter keeps the query in the row, esc on the open field clears it")
    func searchFieldClosesAndClears() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "Eggs"])
        terminal.press(.character("/"))
        terminal.type("milk")
        terminal.press(.enter)
        #expect(lines(terminal)[0] == "✎ Groceries (All, \"milk\")")
        #expect(lines(terminal)[1] == "Search: milk")
        #expect(lines(terminal)[9].contains("/ search"))
        terminal.press(.character("/"))
        terminal.press(.escape)
        #expect(view.viewModel.searchQuery == "")
        #expect(lines(terminal)[0] == "✎ Groceries (All)")
        #expect(lines(terminal)[1] == "")
        #expect(lines(terminal)[2...3] == ["> [ ] Milk", "[ ] Eggs"])
        #expect(coordinator.calls.isEmpty)
    }

    @Test(
        "B62 K and J move the selected task and are listed in the help bar; the open search field types them")
    func moveKeys() throws {
        let (view, terminal) = try tasksView(tasks: ["Milk", "Eggs", "KJ"])
        #expect(lines(terminal)[9].hasSuffix("/ search  K/J move task  esc/left back  ? help"))
        terminal.press(.character("J"))
        #expect(lines(terminal)[2...4] == ["[ ] Eggs", "> [ ] Milk", "[ ] KJ"])
        terminal.press(.character("K"))
        #expect(lines(terminal)[2...3] == ["> [ ] Milk", "[ ] Eggs"])
        terminal.press(.character("/"))
        terminal.type("KJ")
        #expect(view.viewModel.searchQuery == "KJ")
        #expect(lines(terminal)[2...3] == ["> [ ] KJ", ""])
    }

    @Test("B18 B29 the title field edits at its cursor, takes ? as text, and the view model follows")
    func textFieldReachesViewModel() {
        let viewModel = TaskEditorViewModel(
            mode: .add(toList: 1), service: Fixtures.makeService(), coordinator: coordinator
        ) { _ in }
        let terminal = HeadlessTerminal(
            root: TaskEditorView(viewModel: viewModel), size: Size(width: 40, height: 10))
        terminal.type("ac")
        terminal.press(.left)
        terminal.type("b?")
        #expect(viewModel.draftTitle == "ab?c")
        #expect(lines(terminal)[2] == "> Title: ab?c")
        terminal.press(.home)
        terminal.press(.delete)
        #expect(viewModel.draftTitle == "b?c")
    }

    @Test("B64 tab moves to the notes, where enter starts a new line; ctrl-s saves from either field")
    func notesAreaReachesViewModel() throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let viewModel = TaskEditorViewModel(
            mode: .add(toList: try service.summaries()[0].id), service: service, coordinator: coordinator
        ) { _ in }
        let terminal = HeadlessTerminal(
            root: TaskEditorView(viewModel: viewModel), size: Size(width: 60, height: 10))
        #expect(lines(terminal)[4] == "Notes:")
        #expect(lines(terminal)[9] == "ctrl-s save  esc cancel  tab next field")
        terminal.type("Eggs")
        terminal.press(.tab)
        terminal.type("Free range")
        terminal.press(.enter)
        terminal.type("A dozen")
        #expect(viewModel.draftNotes == "Free range\nA dozen")
        #expect(lines(terminal)[2...5] == ["Title: Eggs", "", "> Notes: Free range", "A dozen"])
        terminal.press(.backTab)
        #expect(lines(terminal)[2] == "> Title: Eggs")
        terminal.press(.control("s"))
        #expect(
            try service.tasks(inList: try service.summaries()[0].id).map(\.notes) == ["Free range\nA dozen"])
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B64 Edit Task shows the task's notes under its title")
    func editorShowsNotes() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Call mum"])])
        let task = try service.tasks(inList: try service.summaries()[0].id)[0]
        let viewModel = TaskEditorViewModel(
            mode: .edit(try service.updateTask(id: task.id, title: task.title, notes: "Sunday\nAfter lunch")),
            service: service, coordinator: coordinator
        ) { _ in }
        let terminal = HeadlessTerminal(
            root: TaskEditorView(viewModel: viewModel), size: Size(width: 60, height: 10))
        #expect(lines(terminal)[0] == "Edit Task")
        #expect(lines(terminal)[2...5] == ["> Title: Call mum", "", "Notes: Sunday", "After lunch"])
    }

    @Test("B08 tab moves to the icon picker, left and right choose, and the view model follows")
    func iconPickerReachesViewModel() throws {
        let service = Fixtures.makeService()
        let list = try service.addList(title: "Groceries", icon: .mail)
        let viewModel = ListEditorViewModel(mode: .rename(list), service: service, coordinator: coordinator) {
            _ in
        }
        let terminal = HeadlessTerminal(
            root: ListEditorView(viewModel: viewModel), size: Size(width: 60, height: 10))
        #expect(lines(terminal)[0] == "Rename List")
        #expect(lines(terminal)[2] == "> Title: Groceries")
        #expect(lines(terminal)[4].hasPrefix("Icon:") && lines(terminal)[4].contains("[✉]"))
        terminal.press(.tab)
        terminal.press(.right)
        #expect(lines(terminal)[4].hasPrefix("> Icon:") && lines(terminal)[4].contains("[♫]"))
        #expect(viewModel.selectedIconIndex == 3)
        terminal.press(.enter)
        #expect(try service.summaries()[0].list.icon == .music)
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B18 ? on the list editor's icon row, which types nothing, shows the help overlay")
    func listEditorIconRowShowsHelp() {
        let viewModel = ListEditorViewModel(
            mode: .add, service: Fixtures.makeService(), coordinator: coordinator
        ) { _ in }
        let terminal = HeadlessTerminal(
            root: ListEditorView(viewModel: viewModel), size: Size(width: 60, height: 10))
        terminal.press(.tab)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(viewModel.draftTitle.isEmpty)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B03 a refused title shows its message in the editor's status line")
    func editorShowsRefusal() {
        let viewModel = ListEditorViewModel(
            mode: .add, service: Fixtures.makeService(), coordinator: coordinator
        ) { _ in }
        let terminal = HeadlessTerminal(
            root: ListEditorView(viewModel: viewModel), size: Size(width: 60, height: 10))
        terminal.press(.enter)
        #expect(lines(terminal)[8] == "A title cannot be empty.")
        terminal.press(.escape)
        #expect(coordinator.calls == [.dismissEditor])
    }
}
