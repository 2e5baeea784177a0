import TaskListDomain
import Testing
import VIPERLogic

@Suite("Editor presenters")
@MainActor
struct EditorPresenterTests {
    let view = EditorViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let moduleOutput = ModuleOutputSpy()

    private func listEditor(_ mode: ListEditorMode) -> ListEditorPresenter {
        let presenter = ListEditorPresenter(
            mode: mode, interactor: interactor, router: router, moduleOutput: moduleOutput)
        presenter.view = view
        presenter.start()
        return presenter
    }

    private func taskEditor(_ mode: TaskEditorMode) -> TaskEditorPresenter {
        let presenter = TaskEditorPresenter(
            mode: mode, interactor: interactor, router: router, moduleOutput: moduleOutput)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test("B07 the list editor for a new list is titled New List, empty, with every icon and the default one")
    func newListForm() {
        _ = listEditor(.add)
        #expect(view.title == "New List")
        #expect(view.fieldLabel == "Title")
        #expect(view.fieldText == "")
        #expect(view.iconLabel == "Icon")
        #expect(view.icons == ListIcon.allCases.map(\.glyph))
        #expect(view.selectedIconIndex == 0)
    }

    @Test("B10 the rename editor is titled Rename List and filled with the list's title and icon")
    func renameForm() {
        _ = listEditor(.rename(Entities.list(1, "Groceries", icon: .music)))
        #expect(view.title == "Rename List")
        #expect(view.fieldText == "Groceries")
        #expect(view.selectedIconIndex == ListIcon.allCases.firstIndex(of: .music))
    }

    @Test("B08 save hands the title and the icon picked to the interactor")
    func savesListForm() throws {
        let editor = listEditor(.add)
        editor.didRequestSave(
            title: "Work", iconIndex: try #require(ListIcon.allCases.firstIndex(of: .garden)))
        #expect(interactor.calls == ["save list Work ✿"])
        #expect(router.routes.isEmpty)
    }

    @Test("B07 a saved list closes the editor, then tells the module that opened it")
    func savedListCloses() {
        let editor = listEditor(.add)
        let work = Entities.list(2, "Work")
        editor.didSaveList(work)
        #expect(router.routes == ["dismiss"])
        #expect(moduleOutput.savedLists == [work])
    }

    @Test("B03 a refused title is shown in the status line and the editor stays open")
    func refusedTitleStays() {
        let editor = listEditor(.add)
        editor.didFailToSaveList(.emptyTitle)
        #expect(view.errors == ["A title cannot be empty."])
        #expect(router.routes.isEmpty)
        #expect(moduleOutput.savedLists.isEmpty)
    }

    @Test("B09 cancel closes the editor and saves nothing")
    func cancelCloses() {
        let editor = listEditor(.add)
        editor.didRequestCancel()
        #expect(router.routes == ["dismiss"])
        #expect(interactor.calls.isEmpty)
    }

    @Test("B22 B64 the task editor for a new task is titled New Task, its title and notes empty")
    func newTaskForm() {
        let editor = taskEditor(.add(toList: 1))
        #expect(view.title == "New Task")
        #expect(view.fieldLabel == "Title")
        #expect(view.fieldText == "")
        #expect(view.notesLabel == "Notes")
        #expect(view.notesText == "")
        editor.didRequestSave(title: "Eggs", notes: "", due: "")
        #expect(interactor.calls == ["save task Eggs"])
    }

    @Test("B24 B64 the task editor for a task is titled Edit Task and filled with its title and notes")
    func editTaskForm() {
        _ = taskEditor(.edit(Entities.task(1, "Milk", notes: "Oat\nNot soy")))
        #expect(view.title == "Edit Task")
        #expect(view.fieldText == "Milk")
        #expect(view.notesText == "Oat\nNot soy")
    }

    @Test("B84 the task editor has a Due field: empty for a new task, the task's due date for Edit Task")
    func dueField() {
        _ = taskEditor(.add(toList: 1))
        #expect(view.dueLabel == "Due")
        #expect(view.dueText == "")
        _ = taskEditor(.edit(Entities.task(1, "Milk", due: "2026-12-03")))
        #expect(view.dueText == "2026-12-03")
        _ = taskEditor(.edit(Entities.task(2, "Eggs")))
        #expect(view.dueText == "")
    }

    @Test("B84 save hands the Due field's text as typed to the interactor, with the title and the notes")
    func savesDueDate() {
        let editor = taskEditor(.edit(Entities.task(1, "Milk", due: "2026-12-03")))
        editor.didRequestSave(title: "Milk", notes: "Oat", due: " 2026-12-24 ")
        #expect(interactor.calls == ["save task Milk notes \"Oat\" due \" 2026-12-24 \""])
    }

    @Test("B85 a due date the service refuses is shown in the status line and the editor stays open")
    func refusedDueDateStays() {
        let editor = taskEditor(.add(toList: 1))
        editor.didRequestSave(title: "Milk", notes: "", due: "tomorrow")
        editor.didFailToSaveTask(.dueDateFormat)
        editor.didRequestSave(title: "Milk", notes: "", due: "2026-02-30")
        editor.didFailToSaveTask(.noSuchDay("2026-02-30"))
        #expect(
            view.errors == [
                "Write a due date as YYYY-MM-DD, such as 2026-12-24.", "There is no day 2026-02-30.",
            ])
        #expect(interactor.calls.count == 2)
        #expect(router.routes.isEmpty)
        #expect(moduleOutput.addedTasks.isEmpty)
    }

    @Test("B64 save hands the title and the notes as typed to the interactor")
    func savesTaskForm() {
        let editor = taskEditor(.edit(Entities.task(1, "Milk")))
        editor.didRequestSave(title: "Milk ", notes: "Oat\nNot soy", due: "")
        #expect(interactor.calls == ["save task Milk  notes \"Oat\\nNot soy\""])
        #expect(router.routes.isEmpty)
    }

    @Test("B65 notes the service refuses are shown in the status line and the editor stays open")
    func refusedNotesStay() {
        let editor = taskEditor(.add(toList: 1))
        editor.didFailToSaveTask(.notesControlCharacters)
        editor.didFailToSaveTask(.notesTooLong(maximum: 1000))
        #expect(
            view.errors == [
                "Notes cannot contain control characters other than line breaks.",
                "Notes can have at most 1000 characters.",
            ])
        #expect(router.routes.isEmpty)
        #expect(moduleOutput.addedTasks.isEmpty)
    }

    @Test("B22 a saved task closes the editor, then tells the module that opened it")
    func savedTaskCloses() {
        let editor = taskEditor(.add(toList: 1))
        let eggs = Entities.task(2, "Eggs")
        editor.didSaveTask(eggs)
        #expect(router.routes == ["dismiss"])
        #expect(moduleOutput.addedTasks == [eggs])
        #expect(moduleOutput.updatedTasks.isEmpty)
    }

    @Test("B24 B61 an edited task closes the editor, then tells the module that opened it the task changed")
    func editedTaskCloses() {
        let editor = taskEditor(.edit(Entities.task(1, "Milk")))
        let oatMilk = Entities.task(1, "Oat milk")
        editor.didSaveTask(oatMilk)
        #expect(router.routes == ["dismiss"])
        #expect(moduleOutput.updatedTasks == [oatMilk])
        #expect(moduleOutput.addedTasks.isEmpty)
    }

    @Test("B04 B34 a task that cannot be saved is shown in the status line; esc still closes")
    func refusedTaskStays() {
        let editor = taskEditor(.edit(Entities.task(1, "Milk")))
        editor.didFailToSaveTask(.titleTooLong(maximum: 100))
        editor.didFailToSaveTask(.taskNotFound)
        #expect(view.errors == ["A title can have at most 100 characters.", "That task no longer exists."])
        #expect(router.routes.isEmpty)
        editor.didRequestCancel()
        #expect(router.routes == ["dismiss"])
    }

    @Test("B79 save says Saving… in the status line; until the answer comes, a save again only says so")
    func savingIgnoresFurtherSaves() {
        let listEditor = listEditor(.add)
        listEditor.didRequestSave(title: "Work", iconIndex: 0)
        listEditor.didRequestSave(title: "Work", iconIndex: 0)
        let taskEditor = taskEditor(.add(toList: 1))
        taskEditor.didRequestSave(title: "Eggs", notes: "", due: "")
        taskEditor.didRequestSave(title: "Eggs", notes: "", due: "")
        #expect(view.statuses == ["Saving…", "Saving…", "Saving…", "Saving…"])
        #expect(interactor.calls == ["save list Work ✎", "save task Eggs"])
        listEditor.didSaveList(Entities.list(2, "Work"))
        taskEditor.didSaveTask(Entities.task(2, "Eggs"))
        #expect(router.routes == ["dismiss", "dismiss"])
    }

    @Test("B78 B79 after a save that failed, the task editor stays open and saves again when asked")
    func failedSaveAllowsAnother() {
        let editor = taskEditor(.add(toList: 1))
        editor.didRequestSave(title: "Eggs", notes: "", due: "")
        editor.didFailToSaveTask(.storage(.locked))
        editor.didRequestSave(title: "Eggs", notes: "", due: "")
        #expect(view.statuses == ["Saving…", "Saving…"])
        #expect(view.errors == ["The database is busy. Try again."])
        #expect(interactor.calls == ["save task Eggs", "save task Eggs"])
        #expect(router.routes.isEmpty)
    }

    @Test("B78 B79 after a save that failed, the list editor stays open and saves again when asked")
    func failedListSaveAllowsAnother() {
        let editor = listEditor(.add)
        editor.didRequestSave(title: "Work", iconIndex: 0)
        editor.didFailToSaveList(.storage(.locked))
        editor.didRequestSave(title: "Work", iconIndex: 0)
        #expect(view.statuses == ["Saving…", "Saving…"])
        #expect(view.errors == ["The database is busy. Try again."])
        #expect(interactor.calls == ["save list Work ✎", "save list Work ✎"])
        #expect(router.routes.isEmpty)
    }

    @Test("B79 esc closes an editor at once while its save waits; leaving the screen stops its interactor")
    func cancelWhileSaving() {
        let listEditor = listEditor(.add)
        listEditor.didRequestSave(title: "Work", iconIndex: 0)
        listEditor.didRequestCancel()
        #expect(router.routes == ["dismiss"])
        listEditor.viewDidLeave()
        taskEditor(.add(toList: 1)).viewDidLeave()
        #expect(interactor.calls == ["save list Work ✎", "stop", "stop"])
    }
}
