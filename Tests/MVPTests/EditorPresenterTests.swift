import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

@MainActor
@Suite("Editor presenters")
struct EditorPresenterTests {
    let view = EditorViewSpy()
    let router = RouterSpy()
    let delegate = EditorDelegateSpy()
    let store = InMemoryTaskStore()
    let service: StoreTaskListService

    init() {
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        service = Fixtures.makeService(store: store)
    }

    private func listEditor(_ mode: ListEditorPresenter.Mode) -> ListEditorPresenter {
        let presenter = ListEditorPresenter(
            mode: mode, view: view, service: service, router: router, delegate: delegate)
        presenter.start()
        return presenter
    }

    private func taskEditor(_ mode: TaskEditorPresenter.Mode) -> TaskEditorPresenter {
        let presenter = TaskEditorPresenter(
            mode: mode, view: view, service: service, router: router, delegate: delegate)
        presenter.start()
        return presenter
    }

    private var groceries: TaskList {
        get async throws { try await service.summaries()[0].list }
    }

    @Test("B07 the list editor for a new list is titled New List, empty, with the default icon")
    func newListForm() async {
        _ = listEditor(.add)
        #expect(view.title == "New List")
        #expect(view.fieldLabel == "Title")
        #expect(view.enteredTitle.isEmpty)
        #expect(view.iconLabel == "Icon")
        #expect(view.icons == ListIcon.allCases.map(\.glyph))
        #expect(view.selectedIconIndex == 0)
    }

    @Test("B07 saving adds the list, closes the editor, then reports the list")
    func addsList() async throws {
        let editor = listEditor(.add)
        view.enteredTitle = "Work"
        editor.didRequestSave()
        await service.settle()
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries", "Work"])
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedLists.map(\.title) == ["Work"])
    }

    @Test("B10 the rename editor is titled Rename List and filled with the list's title and icon")
    func renameForm() async throws {
        let list = try await service.updateList(id: try await groceries.id, title: "Groceries", icon: .music)
        _ = listEditor(.rename(list))
        #expect(view.title == "Rename List")
        #expect(view.enteredTitle == "Groceries")
        #expect(view.selectedIconIndex == ListIcon.allCases.firstIndex(of: .music))
    }

    @Test("B08 B10 saving a rename stores the new title and the picked icon")
    func renamesList() async throws {
        let editor = listEditor(.rename(try await groceries))
        view.enteredTitle = "Shopping"
        view.selectedIconIndex = try #require(ListIcon.allCases.firstIndex(of: .garden))
        editor.didRequestSave()
        await service.settle()
        #expect(
            try await Fixtures.contents(of: service) == [
                StoredList(title: "Shopping", icon: .garden, tasks: [StoredTask(title: "Milk")])
            ])
    }

    @Test("B03 an empty title is rejected and the editor stays open with its text")
    func rejectsEmptyTitle() async throws {
        let editor = listEditor(.add)
        view.enteredTitle = "   "
        editor.didRequestSave()
        await service.settle()
        #expect(view.errors == ["A title cannot be empty."])
        #expect(view.enteredTitle == "   ")
        #expect(router.routes.isEmpty)
        #expect(delegate.savedLists.isEmpty)
        #expect(try await Fixtures.contents(of: service).count == 1)
    }

    @Test("B04 a title over 100 characters is rejected; 100 emoji are accepted")
    func rejectsLongTitle() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        view.enteredTitle = String(repeating: "a", count: 101)
        editor.didRequestSave()
        await service.settle()
        #expect(view.errors == ["A title can have at most 100 characters."])
        view.enteredTitle = String(repeating: "🥛", count: 100)
        editor.didRequestSave()
        await service.settle()
        #expect(view.errors.count == 1)
        #expect(router.routes == ["dismiss editor"])
    }

    @Test("B05 a title with a control character or a bidirectional override is refused")
    func refusesControlCharacters() async throws {
        let editor = listEditor(.add)
        for title in ["Bad\u{7}Title", "Bad\u{202E}Title", "Two\nLines"] {
            view.enteredTitle = title
            editor.didRequestSave()
            await service.settle()
        }
        #expect(view.errors == Array(repeating: "A title cannot contain control characters.", count: 3))
        #expect(try await Fixtures.contents(of: service).count == 1)
    }

    @Test("B06 white space around a title is trimmed before it is stored")
    func trimsTitle() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        view.enteredTitle = "  Eggs \t"
        editor.didRequestSave()
        await service.settle()
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
        #expect(delegate.savedTasks.map(\.title) == ["Eggs"])
    }

    @Test("B09 cancel closes the editor and stores nothing")
    func cancelStoresNothing() async throws {
        let editor = listEditor(.add)
        view.enteredTitle = "Work"
        editor.didRequestCancel()
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedLists.isEmpty)
        #expect(try await Fixtures.contents(of: service).count == 1)
    }

    @Test("B09 cancel closes the task editor and stores nothing")
    func cancelTaskEditorStoresNothing() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        view.enteredTitle = "Eggs"
        editor.didRequestCancel()
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedTasks.isEmpty)
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk"])
    }

    @Test("B22 the task editor for a new task is titled New Task and adds the task at the end")
    func addsTask() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        #expect(view.title == "New Task")
        #expect(view.fieldLabel == "Title")
        #expect(view.enteredTitle.isEmpty)
        view.enteredTitle = "Eggs"
        editor.didRequestSave()
        await service.settle()
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
        #expect(router.routes == ["dismiss editor"])
    }

    @Test("B24 the task editor for a task is titled Edit Task, filled with its title, and renames it")
    func editsTask() async throws {
        let milk = try await service.tasks(inList: try await groceries.id)[0]
        let editor = taskEditor(.edit(milk))
        #expect(view.title == "Edit Task")
        #expect(view.enteredTitle == "Milk")
        view.enteredTitle = "Oat milk"
        editor.didRequestSave()
        await service.settle()
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Oat milk"])
        #expect(delegate.savedTasks.map(\.id) == [milk.id])
    }

    @Test("B34 a task that was deleted meanwhile cannot be saved, and the editor says so")
    func reportsMissingTask() async throws {
        let milk = try await service.tasks(inList: try await groceries.id)[0]
        let editor = taskEditor(.edit(milk))
        try await service.deleteTask(id: milk.id)
        editor.didRequestSave()
        await service.settle()
        #expect(view.errors == ["That task no longer exists."])
        #expect(router.routes.isEmpty)
    }

    @Test("B64 the task editor shows an empty Notes field for a new task and stores what is typed in it")
    func addsTaskWithNotes() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        #expect(view.notesLabel == "Notes")
        #expect(view.enteredNotes.isEmpty)
        view.enteredTitle = "Call mum"
        view.enteredNotes = "Ask about Sunday\r\nand the garden  \n\n"
        editor.didRequestSave()
        await service.settle()
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Milk"),
                StoredTask(title: "Call mum", notes: "Ask about Sunday\nand the garden"),
            ])
        #expect(delegate.savedTasks.map(\.notes) == ["Ask about Sunday\nand the garden"])
    }

    @Test("B64 Edit Task shows the task's notes and saves the title and the notes together")
    func editsNotes() async throws {
        let list = try await groceries
        let task = try await service.addTask(title: "Call mum", notes: "Sunday", toList: list.id)
        let editor = taskEditor(.edit(task))
        #expect(view.enteredTitle == "Call mum")
        #expect(view.enteredNotes == "Sunday")
        view.enteredTitle = "Call dad"
        view.enteredNotes = ""
        editor.didRequestSave()
        await service.settle()
        #expect(
            try await service.tasks(inList: list.id).map { [$0.title, $0.notes] } == [
                ["Milk", ""], ["Call dad", ""],
            ])
        #expect(router.routes == ["dismiss editor"])
    }

    @Test("B65 notes with control characters or over 1000 characters are refused; the editor stays open")
    func refusesNotes() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        view.enteredTitle = "Call mum"
        for notes in ["Tab\there", String(repeating: "a", count: 1001)] {
            view.enteredNotes = notes
            editor.didRequestSave()
            await service.settle()
        }
        #expect(
            view.errors == [
                "Notes cannot contain control characters other than line breaks.",
                "Notes can have at most 1000 characters.",
            ])
        #expect(view.enteredNotes.count == 1001)
        #expect(router.routes.isEmpty)
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B84 the task editor shows an empty Due field for a new task and stores the day typed, trimmed")
    func addsTaskWithDueDate() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        #expect(view.dueLabel == "Due")
        #expect(view.enteredDue.isEmpty)
        view.enteredTitle = "Call mum"
        view.enteredDue = " 2026-12-24 "
        editor.didRequestSave()
        await service.settle()
        let due = try #require(DueDate("2026-12-24"))
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Milk"), StoredTask(title: "Call mum", due: due),
            ])
        #expect(delegate.savedTasks.map(\.due) == [due])
    }

    @Test("B84 Edit Task shows the task's due date, and emptying the field removes it")
    func editsDueDate() async throws {
        let list = try await groceries
        let task = try await service.addTask(
            title: "Call mum", notes: "Sunday", due: "2026-12-24", toList: list.id)
        let editor = taskEditor(.edit(task))
        #expect(view.enteredDue == "2026-12-24")
        view.enteredDue = ""
        editor.didRequestSave()
        await service.settle()
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Milk"), StoredTask(title: "Call mum", notes: "Sunday"),
            ])
        #expect(router.routes == ["dismiss editor"])
    }

    @Test(
        "B85 a due date not written YYYY-MM-DD, or a day that does not exist, is refused; the editor stays open"
    )
    func refusesDueDates() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        view.enteredTitle = "Call mum"
        for due in ["tomorrow", "2026-2-3", "2026-02-30"] {
            view.enteredDue = due
            editor.didRequestSave()
            await service.settle()
        }
        #expect(
            view.errors == [
                "Write a due date as YYYY-MM-DD, such as 2026-12-24.",
                "Write a due date as YYYY-MM-DD, such as 2026-12-24.",
                "There is no day 2026-02-30.",
            ])
        #expect(view.enteredDue == "2026-02-30")
        #expect(router.routes.isEmpty)
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B79 while the save waits the status line says Saving…, and saving again sends nothing more")
    func savingWaits() async throws {
        service.conditions.latency = .milliseconds(500)
        let editor = listEditor(.add)
        view.enteredTitle = "Work"
        editor.didRequestSave()
        editor.didRequestSave()
        await service.settle()
        #expect(view.savingMessages == ["Saving…", "Saving…"])
        #expect(service.writesInFlight == 1)
        #expect(router.routes.isEmpty)
        await service.wait(.milliseconds(500))
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedLists.map(\.title) == ["Work"])
        #expect(try Fixtures.contents(of: store).map(\.title) == ["Groceries", "Work"])
    }

    @Test("B79 esc closes the editor at once; the save already sent applies, and its answer changes nothing")
    func cancelWhileSaving() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        service.conditions.latency = .milliseconds(500)
        view.enteredTitle = "Eggs"
        editor.didRequestSave()
        editor.didRequestCancel()
        editor.viewDidDisappear()
        #expect(router.routes == ["dismiss editor"])
        await service.wait(.milliseconds(500))
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedTasks.isEmpty)
        #expect(view.errors.isEmpty)
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test(
        "B79 while the task editor's save waits the status line says Saving…, and saving again sends nothing")
    func taskSavingWaits() async throws {
        let editor = taskEditor(.add(toList: try await groceries.id))
        service.conditions.latency = .milliseconds(500)
        view.enteredTitle = "Eggs"
        editor.didRequestSave()
        editor.didRequestSave()
        await service.settle()
        #expect(view.savingMessages == ["Saving…", "Saving…"])
        #expect(service.writesInFlight == 1)
        await service.wait(.milliseconds(500))
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedTasks.map(\.title) == ["Eggs"])
    }

    @Test(
        "B79 esc closes the list editor at once; the save already sent applies, and its answer changes nothing"
    )
    func cancelListEditorWhileSaving() async throws {
        let editor = listEditor(.add)
        service.conditions.latency = .milliseconds(500)
        view.enteredTitle = "Work"
        editor.didRequestSave()
        editor.didRequestCancel()
        editor.viewDidDisappear()
        #expect(router.routes == ["dismiss editor"])
        await service.wait(.milliseconds(500))
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedLists.isEmpty)
        #expect(view.errors.isEmpty)
        #expect(try Fixtures.contents(of: store).map(\.title) == ["Groceries", "Work"])
    }

    @Test("B78 a save that fails keeps the editor open with the text typed, says why, and can be sent again")
    func failedSaveKeepsEditor() async throws {
        let editor = listEditor(.rename(try await groceries))
        service.conditions = ServiceConditions(latency: .milliseconds(500), failsWrites: true)
        view.enteredTitle = "Shopping"
        editor.didRequestSave()
        await service.wait(.milliseconds(500))
        #expect(view.errors == ["The database is busy. Try again."])
        #expect(view.enteredTitle == "Shopping")
        #expect(router.routes.isEmpty)
        service.conditions.failsWrites = false
        editor.didRequestSave()
        await service.wait(.milliseconds(500))
        #expect(router.routes == ["dismiss editor"])
        #expect(try Fixtures.contents(of: store).map(\.title) == ["Shopping"])
    }
}
