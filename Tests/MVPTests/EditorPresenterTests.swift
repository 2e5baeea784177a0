import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

@Suite("Editor presenters")
struct EditorPresenterTests {
    let view = EditorViewSpy()
    let router = RouterSpy()
    let delegate = EditorDelegateSpy()
    let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])

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
        get throws { try service.summaries()[0].list }
    }

    @Test("B07 the list editor for a new list is titled New List, empty, with the default icon")
    func newListForm() {
        _ = listEditor(.add)
        #expect(view.title == "New List")
        #expect(view.fieldLabel == "Title")
        #expect(view.enteredTitle.isEmpty)
        #expect(view.iconLabel == "Icon")
        #expect(view.icons == ListIcon.allCases.map(\.glyph))
        #expect(view.selectedIconIndex == 0)
    }

    @Test("B07 saving adds the list, closes the editor, then reports the list")
    func addsList() throws {
        let editor = listEditor(.add)
        view.enteredTitle = "Work"
        editor.didRequestSave()
        #expect(try Fixtures.contents(of: service).map(\.title) == ["Groceries", "Work"])
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedLists.map(\.title) == ["Work"])
    }

    @Test("B10 the rename editor is titled Rename List and filled with the list's title and icon")
    func renameForm() throws {
        let list = try service.updateList(id: try groceries.id, title: "Groceries", icon: .music)
        _ = listEditor(.rename(list))
        #expect(view.title == "Rename List")
        #expect(view.enteredTitle == "Groceries")
        #expect(view.selectedIconIndex == ListIcon.allCases.firstIndex(of: .music))
    }

    @Test("B08 B10 saving a rename stores the new title and the picked icon")
    func renamesList() throws {
        let editor = listEditor(.rename(try groceries))
        view.enteredTitle = "Shopping"
        view.selectedIconIndex = try #require(ListIcon.allCases.firstIndex(of: .garden))
        editor.didRequestSave()
        #expect(
            try Fixtures.contents(of: service) == [
                StoredList(title: "Shopping", icon: .garden, tasks: [StoredTask(title: "Milk")])
            ])
    }

    @Test("B03 an empty title is rejected and the editor stays open with its text")
    func rejectsEmptyTitle() throws {
        let editor = listEditor(.add)
        view.enteredTitle = "   "
        editor.didRequestSave()
        #expect(view.errors == ["A title cannot be empty."])
        #expect(view.enteredTitle == "   ")
        #expect(router.routes.isEmpty)
        #expect(delegate.savedLists.isEmpty)
        #expect(try Fixtures.contents(of: service).count == 1)
    }

    @Test("B04 a title over 100 characters is rejected; 100 emoji are accepted")
    func rejectsLongTitle() throws {
        let editor = taskEditor(.add(toList: try groceries.id))
        view.enteredTitle = String(repeating: "a", count: 101)
        editor.didRequestSave()
        #expect(view.errors == ["A title can have at most 100 characters."])
        view.enteredTitle = String(repeating: "🥛", count: 100)
        editor.didRequestSave()
        #expect(view.errors.count == 1)
        #expect(router.routes == ["dismiss editor"])
    }

    @Test("B05 a title with a control character or a bidirectional override is refused")
    func refusesControlCharacters() throws {
        let editor = listEditor(.add)
        for title in ["Bad\u{7}Title", "Bad\u{202E}Title", "Two\nLines"] {
            view.enteredTitle = title
            editor.didRequestSave()
        }
        #expect(view.errors == Array(repeating: "A title cannot contain control characters.", count: 3))
        #expect(try Fixtures.contents(of: service).count == 1)
    }

    @Test("B06 white space around a title is trimmed before it is stored")
    func trimsTitle() throws {
        let editor = taskEditor(.add(toList: try groceries.id))
        view.enteredTitle = "  Eggs \t"
        editor.didRequestSave()
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
        #expect(delegate.savedTasks.map(\.title) == ["Eggs"])
    }

    @Test("B09 cancel closes the editor and stores nothing")
    func cancelStoresNothing() throws {
        let editor = listEditor(.add)
        view.enteredTitle = "Work"
        editor.didRequestCancel()
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedLists.isEmpty)
        #expect(try Fixtures.contents(of: service).count == 1)
    }

    @Test("B09 cancel closes the task editor and stores nothing")
    func cancelTaskEditorStoresNothing() throws {
        let editor = taskEditor(.add(toList: try groceries.id))
        view.enteredTitle = "Eggs"
        editor.didRequestCancel()
        #expect(router.routes == ["dismiss editor"])
        #expect(delegate.savedTasks.isEmpty)
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk"])
    }

    @Test("B22 the task editor for a new task is titled New Task and adds the task at the end")
    func addsTask() throws {
        let editor = taskEditor(.add(toList: try groceries.id))
        #expect(view.title == "New Task")
        #expect(view.fieldLabel == "Title")
        #expect(view.enteredTitle.isEmpty)
        view.enteredTitle = "Eggs"
        editor.didRequestSave()
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
        #expect(router.routes == ["dismiss editor"])
    }

    @Test("B24 the task editor for a task is titled Edit Task, filled with its title, and renames it")
    func editsTask() throws {
        let milk = try service.tasks(inList: try groceries.id)[0]
        let editor = taskEditor(.edit(milk))
        #expect(view.title == "Edit Task")
        #expect(view.enteredTitle == "Milk")
        view.enteredTitle = "Oat milk"
        editor.didRequestSave()
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Oat milk"])
        #expect(delegate.savedTasks.map(\.id) == [milk.id])
    }

    @Test("B34 a task that was deleted meanwhile cannot be saved, and the editor says so")
    func reportsMissingTask() throws {
        let milk = try service.tasks(inList: try groceries.id)[0]
        let editor = taskEditor(.edit(milk))
        try service.deleteTask(id: milk.id)
        editor.didRequestSave()
        #expect(view.errors == ["That task no longer exists."])
        #expect(router.routes.isEmpty)
    }

    @Test("B64 the task editor shows an empty Notes field for a new task and stores what is typed in it")
    func addsTaskWithNotes() throws {
        let editor = taskEditor(.add(toList: try groceries.id))
        #expect(view.notesLabel == "Notes")
        #expect(view.enteredNotes.isEmpty)
        view.enteredTitle = "Call mum"
        view.enteredNotes = "Ask about Sunday\r\nand the garden  \n\n"
        editor.didRequestSave()
        #expect(
            try Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Milk"),
                StoredTask(title: "Call mum", notes: "Ask about Sunday\nand the garden"),
            ])
        #expect(delegate.savedTasks.map(\.notes) == ["Ask about Sunday\nand the garden"])
    }

    @Test("B64 Edit Task shows the task's notes and saves the title and the notes together")
    func editsNotes() throws {
        let list = try groceries
        let task = try service.addTask(title: "Call mum", notes: "Sunday", toList: list.id)
        let editor = taskEditor(.edit(task))
        #expect(view.enteredTitle == "Call mum")
        #expect(view.enteredNotes == "Sunday")
        view.enteredTitle = "Call dad"
        view.enteredNotes = ""
        editor.didRequestSave()
        #expect(
            try service.tasks(inList: list.id).map { [$0.title, $0.notes] } == [
                ["Milk", ""], ["Call dad", ""],
            ])
        #expect(router.routes == ["dismiss editor"])
    }

    @Test("B65 notes with control characters or over 1000 characters are refused; the editor stays open")
    func refusesNotes() throws {
        let editor = taskEditor(.add(toList: try groceries.id))
        view.enteredTitle = "Call mum"
        for notes in ["Tab\there", String(repeating: "a", count: 1001)] {
            view.enteredNotes = notes
            editor.didRequestSave()
        }
        #expect(
            view.errors == [
                "Notes cannot contain control characters other than line breaks.",
                "Notes can have at most 1000 characters.",
            ])
        #expect(view.enteredNotes.count == 1001)
        #expect(router.routes.isEmpty)
        #expect(try Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
    }
}
