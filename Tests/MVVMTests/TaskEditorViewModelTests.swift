import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@MainActor
@Suite("Task editor view model")
final class TaskEditorViewModelTests {
    let coordinator = CoordinatorSpy()
    let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
    private(set) var saved: [TaskItem] = []

    private var groceries: TaskList.ID {
        get async throws { try await service.summaries()[0].list.id }
    }

    private func makeViewModel(_ mode: TaskEditorViewModel.Mode) -> TaskEditorViewModel {
        TaskEditorViewModel(mode: mode, service: service, coordinator: coordinator) { [weak self] task in
            self?.saved.append(task)
        }
    }

    private func storedTitles() async throws -> [String] {
        try await Fixtures.contents(of: service)[0].tasks.map(\.title)
    }

    @Test("B22 a new task starts empty and is added at the end on save")
    func addsTask() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        #expect(viewModel.title == "New Task")
        #expect(viewModel.draftTitle == "")
        viewModel.draftTitle = "Eggs"
        await viewModel.save()
        #expect(try await storedTitles() == ["Milk", "Eggs"])
        #expect(coordinator.calls == [.dismissEditor])
        #expect(saved.map(\.title) == ["Eggs"])
    }

    @Test("B24 editing starts from the task's title and saves the new one")
    func editsTask() async throws {
        let milk = try await service.tasks(inList: try await groceries)[0]
        let viewModel = makeViewModel(.edit(milk))
        #expect(viewModel.title == "Edit Task")
        #expect(viewModel.draftTitle == "Milk")
        viewModel.draftTitle = "Oat milk"
        await viewModel.save()
        #expect(try await storedTitles() == ["Oat milk"])
        #expect(saved.map(\.id) == [milk.id])
    }

    @Test("B03 an empty title is refused with a message; the editor stays open with its text")
    func refusesEmptyTitle() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = " "
        await viewModel.save()
        #expect(viewModel.statusMessage == "A title cannot be empty.")
        #expect(viewModel.draftTitle == " ")
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B04 a title of more than 100 characters is refused; a Hangul syllable counts as one")
    func refusesLongTitle() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = String(repeating: "한", count: 101)
        await viewModel.save()
        #expect(viewModel.statusMessage == "A title can have at most 100 characters.")
        #expect(try await storedTitles() == ["Milk"])
    }

    @Test("B05 a title with a line break is refused and nothing is stored")
    func refusesControlCharacters() async throws {
        let milk = try await service.tasks(inList: try await groceries)[0]
        let viewModel = makeViewModel(.edit(milk))
        viewModel.draftTitle = "Milk\u{2028}and more"
        await viewModel.save()
        #expect(viewModel.statusMessage == "A title cannot contain control characters.")
        #expect(try await storedTitles() == ["Milk"])
    }

    @Test("B06 white space around the title is trimmed")
    func trimsTitle() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = "  Eggs  "
        await viewModel.save()
        #expect(try await storedTitles() == ["Milk", "Eggs"])
    }

    @Test("B09 cancelling closes the editor and stores nothing")
    func cancels() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = "Eggs"
        viewModel.cancel()
        #expect(coordinator.calls == [.dismissEditor])
        #expect(saved.isEmpty)
        #expect(try await storedTitles() == ["Milk"])
    }

    @Test("B64 a new task starts without notes and is added with the notes typed")
    func addsTaskWithNotes() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        #expect(viewModel.notesLabel == "Notes")
        #expect(viewModel.draftNotes == "")
        viewModel.draftTitle = "Eggs"
        viewModel.draftNotes = "Free range\nA dozen"
        await viewModel.save()
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Milk"), StoredTask(title: "Eggs", notes: "Free range\nA dozen"),
            ])
        #expect(saved.map(\.notes) == ["Free range\nA dozen"])
    }

    @Test("B64 editing starts from the task's notes and saves them with the title")
    func editsNotes() async throws {
        let milk = try await service.updateTask(
            id: try await service.tasks(inList: try await groceries)[0].id, title: "Milk", notes: "Oat",
            due: "")
        let viewModel = makeViewModel(.edit(milk))
        #expect(viewModel.draftNotes == "Oat")
        viewModel.draftNotes = "Oat\nTwo litres"
        viewModel.draftTitle = "Oat milk"
        await viewModel.save()
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Oat milk", notes: "Oat\nTwo litres")
            ])
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B65 notes with a tab are refused with a message; the editor stays open with its text")
    func refusesControlCharactersInNotes() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = "Eggs"
        viewModel.draftNotes = "Free\trange"
        await viewModel.save()
        #expect(viewModel.statusMessage == "Notes cannot contain control characters other than line breaks.")
        #expect(viewModel.draftNotes == "Free\trange")
        #expect(coordinator.calls.isEmpty)
        #expect(try await storedTitles() == ["Milk"])
    }

    @Test("B65 notes of more than 1000 characters, line breaks included, are refused")
    func refusesLongNotes() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = "Eggs"
        viewModel.draftNotes = String(repeating: "a\n", count: 500) + "a"
        await viewModel.save()
        #expect(viewModel.statusMessage == "Notes can have at most 1000 characters.")
        #expect(try await storedTitles() == ["Milk"])
    }

    @Test("B84 a new task starts without a due date and is added with the one typed, trimmed")
    func addsTaskWithDueDate() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        #expect(viewModel.dueLabel == "Due")
        #expect(viewModel.draftDue == "")
        viewModel.draftTitle = "Eggs"
        viewModel.draftDue = " 2026-12-01 "
        await viewModel.save()
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [
                StoredTask(title: "Milk"), StoredTask(title: "Eggs", due: DueDate("2026-12-01")),
            ])
        #expect(saved.map(\.due?.description) == ["2026-12-01"])
    }

    @Test("B84 editing starts from the task's due date, and emptying the field removes it")
    func editsDueDate() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])])
        let milk = try await service.tasks(inList: try await service.summaries()[0].id)[0]
        let viewModel = TaskEditorViewModel(mode: .edit(milk), service: service, coordinator: coordinator) {
            _ in
        }
        #expect(viewModel.draftDue == "2026-12-03")
        viewModel.draftDue = ""
        await viewModel.save()
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B85 a due date not written as YYYY-MM-DD is refused; the editor stays open with its text")
    func refusesDueDateFormat() async throws {
        let milk = try await service.tasks(inList: try await groceries)[0]
        let viewModel = makeViewModel(.edit(milk))
        viewModel.draftTitle = "Oat milk"
        viewModel.draftDue = "24.12.2026"
        await viewModel.save()
        #expect(viewModel.statusMessage == "Write a due date as YYYY-MM-DD, such as 2026-12-24.")
        #expect(viewModel.draftDue == "24.12.2026")
        #expect(coordinator.calls.isEmpty)
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B85 a day that does not exist is refused, and nothing is stored")
    func refusesDayThatDoesNotExist() async throws {
        let viewModel = makeViewModel(.add(toList: try await groceries))
        viewModel.draftTitle = "Eggs"
        viewModel.draftDue = "2026-13-01"
        await viewModel.save()
        #expect(viewModel.statusMessage == "There is no day 2026-13-01.")
        #expect(!viewModel.isSaving)
        #expect(try await storedTitles() == ["Milk"])
    }

    @Test("B42 adding to a list deleted meanwhile is refused with a message")
    func addToDeletedList() async throws {
        let listID = try await groceries
        let viewModel = makeViewModel(.add(toList: listID))
        try await service.deleteList(id: listID)
        viewModel.draftTitle = "Eggs"
        await viewModel.save()
        #expect(viewModel.statusMessage == "That list no longer exists.")
        #expect(coordinator.calls.isEmpty)
    }
}
