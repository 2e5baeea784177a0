import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@MainActor
@Suite("List editor view model")
final class ListEditorViewModelTests {
    let coordinator = CoordinatorSpy()
    let service = Fixtures.makeService()
    private(set) var saved: [TaskList] = []

    private func makeViewModel(_ mode: ListEditorViewModel.Mode = .add) -> ListEditorViewModel {
        ListEditorViewModel(mode: mode, service: service, coordinator: coordinator) { [weak self] list in
            self?.saved.append(list)
        }
    }

    @Test("B07 a new list starts empty with the first icon and is stored on save")
    func addsList() async throws {
        let viewModel = makeViewModel()
        #expect(viewModel.title == "New List")
        #expect(viewModel.draftTitle == "")
        #expect(viewModel.selectedIconIndex == 0)
        viewModel.draftTitle = "Groceries"
        await viewModel.save()
        #expect(try await Fixtures.contents(of: service) == [StoredList(title: "Groceries")])
        #expect(coordinator.calls == [.dismissEditor])
        #expect(saved.map(\.title) == ["Groceries"])
    }

    @Test("B08 the chosen icon is stored; the choice stops at the ends")
    func choosesIcon() async throws {
        let viewModel = makeViewModel()
        #expect(viewModel.iconOptions == ListIcon.allCases.map(\.glyph))
        viewModel.selectIcon(at: 2)
        #expect(viewModel.selectedIconIndex == 2)
        viewModel.selectIcon(at: 99)
        #expect(viewModel.selectedIconIndex == ListIcon.allCases.count - 1)
        viewModel.selectIcon(at: -1)
        #expect(viewModel.selectedIconIndex == 0)
        viewModel.selectIcon(at: 3)
        viewModel.draftTitle = "Music"
        await viewModel.save()
        #expect(
            try await Fixtures.contents(of: service) == [
                StoredList(title: "Music", icon: ListIcon.allCases[3])
            ])
    }

    @Test("B03 an empty title is refused with a message; the editor stays open with its text")
    func refusesEmptyTitle() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "   "
        await viewModel.save()
        #expect(viewModel.statusMessage == "A title cannot be empty.")
        #expect(viewModel.draftTitle == "   ")
        #expect(coordinator.calls.isEmpty)
        #expect(try await service.summaries().isEmpty)
    }

    @Test("B04 a title of more than 100 characters is refused; an emoji counts as one")
    func refusesLongTitle() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = String(repeating: "😀", count: 101)
        await viewModel.save()
        #expect(viewModel.statusMessage == "A title can have at most 100 characters.")
        #expect(coordinator.calls.isEmpty)
        viewModel.draftTitle = String(repeating: "😀", count: 100)
        await viewModel.save()
        #expect(coordinator.calls == [.dismissEditor])
        #expect(try await service.summaries().count == 1)
    }

    @Test("B05 a title with control characters is refused and nothing is stored")
    func refusesControlCharacters() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "Bad\u{202E}name"
        await viewModel.save()
        #expect(viewModel.statusMessage == "A title cannot contain control characters.")
        #expect(try await service.summaries().isEmpty)
    }

    @Test("B06 white space around the title is trimmed")
    func trimsTitle() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "  Groceries  "
        await viewModel.save()
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("B09 cancelling closes the editor and stores nothing")
    func cancels() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "Groceries"
        viewModel.cancel()
        #expect(coordinator.calls == [.dismissEditor])
        #expect(saved.isEmpty)
        #expect(try await service.summaries().isEmpty)
    }

    @Test("B10 renaming starts from the list's title and icon and saves both")
    func renamesList() async throws {
        let list = try await service.addList(title: "Groceries", icon: .mail)
        let viewModel = makeViewModel(.rename(list))
        #expect(viewModel.title == "Rename List")
        #expect(viewModel.draftTitle == "Groceries")
        #expect(viewModel.selectedIconIndex == ListIcon.allCases.firstIndex(of: .mail))
        viewModel.draftTitle = "Shopping"
        viewModel.selectIcon(at: 0)
        await viewModel.save()
        #expect(
            try await Fixtures.contents(of: service) == [
                StoredList(title: "Shopping", icon: ListIcon.allCases[0])
            ])
        #expect(saved.map(\.id) == [list.id])
    }

    @Test("B38 a busy database is reported and the editor stays open")
    func busyDatabase() async throws {
        let store = TwoProcessStore()
        store.isLockedByOtherProcess = true
        let viewModel = ListEditorViewModel(
            mode: .add, service: Fixtures.makeService(store: store), coordinator: coordinator
        ) { _ in }
        viewModel.draftTitle = "Groceries"
        await viewModel.save()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B79 while a save waits, the status line says Saving… and saving again stores nothing more")
    func savesOnceWhileWaiting() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "Groceries"
        service.conditions.latency = .milliseconds(500)
        let saving = Task { await viewModel.save() }
        await service.settle()
        #expect(viewModel.isSaving)
        #expect(viewModel.statusLine == "Saving…")
        let savingAgain = Task { await viewModel.save() }
        await service.settle()
        #expect(service.writesInFlight == 1)
        #expect(coordinator.calls.isEmpty)
        await service.wait(.seconds(1))
        await saving.value
        await savingAgain.value
        #expect(coordinator.calls == [.dismissEditor])
        #expect(saved.map(\.title) == ["Groceries"])
        service.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: service) == [StoredList(title: "Groceries")])
    }

    @Test(
        "B79 a save whose editor was closed still applies, and its answer closes nothing and selects nothing")
    func closedEditorsSaveStillApplies() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "Groceries"
        service.conditions.latency = .milliseconds(500)
        let saving = Task { await viewModel.save() }
        await service.settle()
        saving.cancel()
        await service.wait(.milliseconds(500))
        await saving.value
        #expect(coordinator.calls.isEmpty)
        #expect(saved.isEmpty)
        service.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: service) == [StoredList(title: "Groceries")])
    }

    @Test("B78 a save that fails says why and keeps the editor open with its text, ready to save again")
    func failedSaveKeepsEditorOpen() async throws {
        let viewModel = makeViewModel()
        viewModel.draftTitle = "Groceries"
        service.conditions.failsWrites = true
        await viewModel.save()
        #expect(viewModel.statusLine == "The database is busy. Try again.")
        #expect(!viewModel.isSaving)
        #expect(viewModel.draftTitle == "Groceries")
        #expect(coordinator.calls.isEmpty)
        service.conditions.failsWrites = false
        await viewModel.save()
        #expect(coordinator.calls == [.dismissEditor])
    }
}
