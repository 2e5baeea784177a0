import TaskListDomain
import TestSupport
import Testing
import VIPERLogic

@Suite("Editor interactors")
@MainActor
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
        get async throws { try await service.real.summaries()[0].list }
    }

    /// The list's tasks as stored.
    private var storedTasks: [TaskItem] {
        get async throws { try await service.real.tasks(inList: groceries.id) }
    }

    /// Lets the calls started run as far as they can without time passing.
    private func settle() async {
        await service.settle()
    }

    /// Lets the calls started run until they wait, then lets `duration` pass.
    private func wait(_ duration: Duration) async {
        await service.wait(duration)
    }

    @Test("B07 B06 saving a new list adds it and sends the list as stored, its title trimmed")
    func addsList() async {
        let editor = listEditor(.add)
        editor.saveList(title: " Work ", icon: .tools)
        await settle()
        #expect(service.calls == [.addList(" Work ", .tools)])
        #expect(output.events == ["saved list Work ⚙"])
    }

    @Test("B08 B10 saving a rename updates the list's title and icon")
    func renamesList() async throws {
        let editor = listEditor(.rename(try await groceries))
        editor.saveList(title: "Shopping", icon: .garden)
        await settle()
        #expect(service.calls == [.updateList(1, "Shopping", .garden)])
        #expect(output.events == ["saved list Shopping ✿"])
    }

    @Test("B03 B04 B05 a title the service refuses is reported, and nothing is stored")
    func reportsRefusedTitles() async throws {
        let editor = listEditor(.add)
        for title in ["  ", String(repeating: "a", count: 101), "Bad\u{7}Title"] {
            editor.saveList(title: title, icon: .default)
            await settle()
        }
        #expect(
            output.events == [
                "failed to save list: emptyTitle", "failed to save list: titleTooLong(maximum: 100)",
                "failed to save list: controlCharacters",
            ])
        #expect(try await service.real.summaries().count == 1)
    }

    @Test("B22 saving a new task adds it at the end of its list")
    func addsTask() async throws {
        let listID = try await groceries.id
        let editor = taskEditor(.add(toList: listID))
        editor.saveTask(title: "Eggs", notes: "", due: "")
        await settle()
        #expect(service.calls == [.addTaskWithNotes("Eggs", notes: "", due: "", listID)])
        #expect(output.events == ["saved task Eggs"])
        #expect(try await storedTasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B24 saving an edited task changes its title")
    func renamesTask() async throws {
        let milk = try await storedTasks[0]
        let editor = taskEditor(.edit(milk))
        editor.saveTask(title: "Oat milk", notes: "", due: "")
        await settle()
        #expect(service.calls == [.updateTask(milk.id, "Oat milk", notes: "", due: "")])
        #expect(output.events == ["saved task Oat milk"])
    }

    @Test("B64 B65 saving a new task stores its notes, line breaks kept and trailing white space removed")
    func addsTaskWithNotes() async throws {
        let listID = try await groceries.id
        let editor = taskEditor(.add(toList: listID))
        editor.saveTask(title: "Eggs", notes: "Free range  \r\nA dozen\n\n", due: "")
        await settle()
        #expect(output.events == ["saved task Eggs notes \"Free range\\nA dozen\""])
        #expect(try await storedTasks.last?.notes == "Free range\nA dozen")
    }

    @Test("B64 saving an edited task changes its notes, and empty notes remove them")
    func updatesNotes() async throws {
        let milk = try await storedTasks[0]
        let editor = taskEditor(.edit(milk))
        editor.saveTask(title: "Milk", notes: "Oat", due: "")
        await settle()
        let oat = try await storedTasks[0]
        let oatEditor = taskEditor(.edit(oat))
        oatEditor.saveTask(title: "Milk", notes: " \n ", due: "")
        await settle()
        #expect(output.events == ["saved task Milk notes \"Oat\"", "saved task Milk"])
    }

    @Test("B65 notes with control characters or too many characters are refused, and nothing is stored")
    func reportsRefusedNotes() async throws {
        let milk = try await storedTasks[0]
        let editor = taskEditor(.edit(milk))
        for notes in ["Tab\there", String(repeating: "a", count: 1001)] {
            editor.saveTask(title: "Milk", notes: notes, due: "")
            await settle()
        }
        #expect(
            output.events == [
                "failed to save task: notesControlCharacters",
                "failed to save task: notesTooLong(maximum: 1000)",
            ])
        #expect(try await storedTasks[0].notes == "")
    }

    @Test("B84 saving stores the due date, trimmed; saving an empty Due field removes it")
    func storesDueDate() async throws {
        let listID = try await groceries.id
        let adding = taskEditor(.add(toList: listID))
        adding.saveTask(title: "Eggs", notes: "", due: " 2026-12-01 ")
        await settle()
        let eggs = try await storedTasks[1]
        #expect(eggs.due?.description == "2026-12-01")
        let editing = taskEditor(.edit(eggs))
        editing.saveTask(title: "Eggs", notes: "", due: "")
        await settle()
        #expect(
            service.calls == [
                .addTaskWithNotes("Eggs", notes: "", due: " 2026-12-01 ", listID),
                .updateTask(eggs.id, "Eggs", notes: "", due: ""),
            ])
        #expect(output.events == ["saved task Eggs due 2026-12-01", "saved task Eggs"])
        #expect(try await storedTasks[1].due == nil)
    }

    @Test(
        "B85 a due date not written as YYYY-MM-DD, or a day that does not exist, is refused; nothing is stored"
    )
    func refusesDueDates() async throws {
        let listID = try await groceries.id
        let editor = taskEditor(.add(toList: listID))
        for due in ["tomorrow", "2026-2-3", "2026-02-30", "2026-13-01"] {
            editor.saveTask(title: "Eggs", notes: "", due: due)
            await settle()
        }
        #expect(
            output.events == [
                "failed to save task: dueDateFormat", "failed to save task: dueDateFormat",
                "failed to save task: noSuchDay(\"2026-02-30\")",
                "failed to save task: noSuchDay(\"2026-13-01\")",
            ])
        #expect(try await storedTasks.map(\.title) == ["Milk"])
    }

    @Test("B34 a task deleted meanwhile cannot be saved, and the output hears why")
    func reportsMissingTask() async throws {
        let milk = try await storedTasks[0]
        try await service.real.deleteTask(id: milk.id)
        let editor = taskEditor(.edit(milk))
        editor.saveTask(title: "Oat milk", notes: "", due: "")
        await settle()
        #expect(output.events == ["failed to save task: taskNotFound"])
    }

    @Test("B79 B82 a list editor stopped while its save waits sends nothing, and the save still applies")
    func stoppedListEditorSaveApplies() async throws {
        service.real.conditions.latency = .milliseconds(500)
        let editor = listEditor(.add)
        editor.saveList(title: "Work", icon: .tools)
        editor.stop()
        await wait(.seconds(1))
        #expect(output.events.isEmpty)
        service.real.conditions.latency = .zero
        #expect(try await service.real.summaries().map(\.list.title) == ["Groceries", "Work"])
    }

    @Test("B79 B82 a task editor stopped while its save waits sends nothing, and the save still applies")
    func stoppedTaskEditorSaveApplies() async throws {
        let listID = try await groceries.id
        service.real.conditions.latency = .milliseconds(500)
        let editor = taskEditor(.add(toList: listID))
        editor.saveTask(title: "Eggs", notes: "", due: "")
        editor.stop()
        await wait(.seconds(1))
        #expect(output.events.isEmpty)
        service.real.conditions.latency = .zero
        #expect(try await storedTasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B78 a save that fails late is reported when its answer comes")
    func reportsLateFailure() async {
        service.real.conditions = ServiceConditions(latency: .milliseconds(500), failsWrites: true)
        let editor = listEditor(.add)
        editor.saveList(title: "Work", icon: .tools)
        await wait(.milliseconds(499))
        #expect(output.events.isEmpty)
        await wait(.milliseconds(1))
        #expect(output.events == ["failed to save list: \(TaskListError.storage(.locked))"])
    }
}
