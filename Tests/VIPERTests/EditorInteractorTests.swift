import TaskListDomain
import Testing
import VIPERLogic

@Suite("Editor interactors")
struct EditorInteractorTests {
    let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
    let output = InteractorOutputSpy()

    private func listEditor(_ mode: ListEditorMode) -> ListEditorInteractor {
        let interactor = ListEditorInteractor(mode: mode, service: service)
        interactor.output = output
        return interactor
    }

    private func taskEditor(_ mode: TaskEditorMode) -> TaskEditorInteractor {
        let interactor = TaskEditorInteractor(mode: mode, service: service)
        interactor.output = output
        return interactor
    }

    private var groceries: TaskList {
        get throws { try service.underlying.summaries()[0].list }
    }

    @Test("B07 B06 saving a new list adds it and sends the list as stored, its title trimmed")
    func addsList() {
        listEditor(.add).saveList(title: " Work ", icon: .tools)
        #expect(service.calls == ["add list  Work  ⚙"])
        #expect(output.events == ["saved list Work ⚙"])
    }

    @Test("B08 B10 saving a rename updates the list's title and icon")
    func renamesList() throws {
        listEditor(.rename(try groceries)).saveList(title: "Shopping", icon: .garden)
        #expect(service.calls == ["update list 1 Shopping ✿"])
        #expect(output.events == ["saved list Shopping ✿"])
    }

    @Test("B03 B04 B05 a title the service refuses is reported, and nothing is stored")
    func reportsRefusedTitles() throws {
        let editor = listEditor(.add)
        for title in ["  ", String(repeating: "a", count: 101), "Bad\u{7}Title"] {
            editor.saveList(title: title, icon: .default)
        }
        #expect(
            output.events == [
                "failed to save list: emptyTitle", "failed to save list: titleTooLong(maximum: 100)",
                "failed to save list: controlCharacters",
            ])
        #expect(try service.underlying.summaries().count == 1)
    }

    @Test("B22 saving a new task adds it at the end of its list")
    func addsTask() throws {
        let listID = try groceries.id
        taskEditor(.add(toList: listID)).saveTask(title: "Eggs", notes: "")
        #expect(service.calls == ["add task Eggs notes \"\" to list \(listID)"])
        #expect(output.events == ["saved task Eggs"])
        #expect(try service.underlying.tasks(inList: listID).map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B24 saving an edited task changes its title")
    func renamesTask() throws {
        let milk = try service.underlying.tasks(inList: try groceries.id)[0]
        taskEditor(.edit(milk)).saveTask(title: "Oat milk", notes: "")
        #expect(service.calls == ["update task \(milk.id) Oat milk notes \"\""])
        #expect(output.events == ["saved task Oat milk"])
    }

    @Test("B64 B65 saving a new task stores its notes, line breaks kept and trailing white space removed")
    func addsTaskWithNotes() throws {
        let listID = try groceries.id
        taskEditor(.add(toList: listID)).saveTask(title: "Eggs", notes: "Free range  \r\nA dozen\n\n")
        #expect(output.events == ["saved task Eggs notes \"Free range\\nA dozen\""])
        #expect(try service.underlying.tasks(inList: listID).last?.notes == "Free range\nA dozen")
    }

    @Test("B64 saving an edited task changes its notes, and empty notes remove them")
    func updatesNotes() throws {
        let milk = try service.underlying.tasks(inList: try groceries.id)[0]
        taskEditor(.edit(milk)).saveTask(title: "Milk", notes: "Oat")
        let oat = try service.underlying.tasks(inList: try groceries.id)[0]
        taskEditor(.edit(oat)).saveTask(title: "Milk", notes: " \n ")
        #expect(output.events == ["saved task Milk notes \"Oat\"", "saved task Milk"])
    }

    @Test("B65 notes with control characters or too many characters are refused, and nothing is stored")
    func reportsRefusedNotes() throws {
        let milk = try service.underlying.tasks(inList: try groceries.id)[0]
        let editor = taskEditor(.edit(milk))
        for notes in ["Tab\there", String(repeating: "a", count: 1001)] {
            editor.saveTask(title: "Milk", notes: notes)
        }
        #expect(
            output.events == [
                "failed to save task: notesControlCharacters",
                "failed to save task: notesTooLong(maximum: 1000)",
            ])
        #expect(try service.underlying.tasks(inList: try groceries.id)[0].notes == "")
    }

    @Test("B34 a task deleted meanwhile cannot be saved, and the output hears why")
    func reportsMissingTask() throws {
        let milk = try service.underlying.tasks(inList: try groceries.id)[0]
        try service.underlying.deleteTask(id: milk.id)
        taskEditor(.edit(milk)).saveTask(title: "Oat milk", notes: "")
        #expect(output.events == ["failed to save task: taskNotFound"])
    }
}
