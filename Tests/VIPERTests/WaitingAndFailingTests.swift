import TaskListDomain
import TestSupport
import Testing

/// The assembled modules on a service that answers late or fails: the view's key reaches the interactor's
/// call, and the answer, when it comes, reaches the screen.
@Suite("Waiting and failing")
@MainActor
struct WaitingAndFailingTests {
    /// The app on Home, its lists loaded, with Groceries open when `openGroceries` is set; from then on
    /// every call answers `latency` late.
    private func app(
        _ service: ServiceSpy, latency: Duration = .milliseconds(500), openGroceries: Bool = false
    ) async -> AppDriver {
        let app = await AppDriver.viper(on: service)
        if openGroceries {
            await app.press("enter")
        }
        service.real.conditions.latency = latency
        return app
    }

    /// The rows of the content area that are not blank, without their trailing spaces.
    private func rows(of app: AppDriver) -> [String] {
        app.contentRows.filter { !$0.isEmpty }
    }

    @Test(
        "B75 Home shows its title and help bar at once, Loading… after 150 ms, then the lists when they come")
    func homeShowsLoading() async {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])], latency: .milliseconds(500))
        let app = await AppDriver.viper(on: service)
        #expect(app.title == "My Lists")
        #expect(app.helpBar.hasPrefix("a add"))
        #expect(rows(of: app).isEmpty)
        await app.wait(.milliseconds(149))
        #expect(rows(of: app).isEmpty)
        await app.wait(.milliseconds(1))
        #expect(rows(of: app) == ["   Loading…"])
        await app.wait(.milliseconds(350))
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B75 an answer within 150 ms never shows Loading…, nor the empty text before it comes")
    func fastAnswerNeverFlickers() async {
        let service = ServiceSpy(latency: .milliseconds(100))
        let app = await AppDriver.viper(on: service)
        #expect(rows(of: app).isEmpty)
        await app.wait(.milliseconds(99))
        #expect(rows(of: app).isEmpty)
        await app.wait(.milliseconds(1))
        #expect(rows(of: app) == ["   No lists yet. Press a to add one."])
    }

    @Test("B75 opening a list waits for one answer, its tasks: the title, known from Home, shows at once")
    func openingReadsTheTasksAlone() async {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = await app(service)
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        await app.wait(.milliseconds(499))
        #expect(rows(of: app) == ["   Loading…"])
        await app.wait(.milliseconds(1))
        #expect(rows(of: app) == [" > [ ] Milk"])
        #expect(service.calls.suffix(2) == [.observeChanges, .allTasks(1)])
    }

    @Test("B75 B76 a filter no longer shown: its read is cancelled and its answer never drawn")
    func replacedFilterIsNeverDrawn() async {
        let service = ServiceSpy(lists: [("Groceries", ["x Milk", "Eggs"])])
        let app = await app(service, openGroceries: true)
        await app.press("f")
        #expect(app.title == "✎ Groceries (Active)")
        await app.wait(.milliseconds(100))
        await app.press("f")
        #expect(app.title == "✎ Groceries (Done)")
        #expect(service.cancelledCalls == [.tasksMatching(1, .active, TaskSearch())])
        await app.wait(.milliseconds(499))
        #expect(rows(of: app) == ["   Loading…"])
        await app.wait(.milliseconds(1))
        #expect(rows(of: app) == [" > [x] Milk"])
    }

    @Test("B77 keys pressed while writes wait act at once on the rows shown; the writes apply in order")
    func keysDuringWrites() async throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk", "Eggs", "Bread"])])
        let app = await app(service, openGroceries: true)
        await app.press("space")
        await app.press("down")
        await app.press("space")
        await app.press("J")
        #expect(rows(of: app) == ["   [ ] Milk", " > [ ] Eggs", "   [ ] Bread"])
        #expect(service.calls.suffix(3) == [.toggleTask(1), .toggleTask(2), .moveTask(2, past: 3)])
        await app.wait(.milliseconds(499))
        #expect(rows(of: app) == ["   [ ] Milk", " > [ ] Eggs", "   [ ] Bread"])
        await app.wait(.seconds(3))
        #expect(rows(of: app) == ["   [x] Milk", "   [ ] Bread", " > [x] Eggs"])
    }

    @Test(
        "B78 a toggle that fails says why in the status line when its answer comes; the rows stay as stored")
    func failedToggle() async {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = await app(service, openGroceries: true)
        service.real.conditions.failsWrites = true
        await app.press("space")
        await app.wait(.milliseconds(500))
        #expect(app.status == "The database is busy. Try again.")
        #expect(rows(of: app) == [" > [ ] Milk"])
    }

    @Test("B78 B79 a save says Saving… until its answer, ctrl-s sends nothing more, a failed save stays open")
    func failedSaveKeepsEditor() async {
        let service = ServiceSpy()
        let app = await app(service)
        service.real.conditions.failsWrites = true
        await app.press("a")
        await app.type("Work")
        await app.press("enter")
        #expect(app.status == "Saving…")
        await app.press("ctrl-s")
        await app.wait(.milliseconds(499))
        #expect(app.status == "Saving…")
        await app.wait(.milliseconds(1))
        #expect(
            service.calls.filter { if case .addList = $0 { true } else { false } } == [
                .addList("Work", .checklist)
            ])
        #expect(app.title == "New List")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.screen.contains("Title: Work"))
    }

    @Test("B79 the editor closes when its save succeeded, and Home selects the saved list")
    func savedEditorCloses() async {
        let service = ServiceSpy(lists: [("Groceries", [])])
        let app = await app(service)
        await app.press("a")
        await app.type("Work")
        await app.press("enter")
        await app.wait(.milliseconds(499))
        #expect(app.title == "New List")
        await app.wait(.milliseconds(1))
        #expect(app.title == "My Lists")
        await app.wait(.seconds(1))
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("B79 a task editor closed with esc while saving closes nothing else when its answer comes")
    func closedEditorsAnswerIsDropped() async {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = await app(service, openGroceries: true)
        await app.press("a")
        await app.type("Eggs")
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "✎ Groceries (All)")
        await app.wait(.seconds(3))
        #expect(app.navigation.pages.count == 2)
        #expect(rows(of: app) == [" > [ ] Milk", "   [ ] Eggs"])
    }

    @Test("B80 when Home's read fails the status says why and no lists show; ctrl-r brings them")
    func homeReloads() async {
        let service = ServiceSpy(lists: [("Groceries", [])])
        service.real.conditions.failsReads = true
        let app = await AppDriver.viper(on: service)
        #expect(app.status == "The database is busy. Try again.")
        #expect(!app.screen.contains("Groceries"))
        service.real.conditions.failsReads = false
        await app.press("ctrl-r")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B80 when a list's read fails the status says why and no tasks show; ctrl-r brings them")
    func tasksReload() async {
        let service = ServiceSpy(lists: [("Groceries", ["x Milk", "Eggs"])])
        let app = await app(service, latency: .zero, openGroceries: true)
        service.real.conditions.failsReads = true
        await app.press("f")
        #expect(app.status == "The database is busy. Try again.")
        #expect(!app.screen.contains("Eggs"))
        service.real.conditions.failsReads = false
        await app.press("ctrl-r")
        #expect(app.title == "✎ Groceries (Active)")
        #expect(rows(of: app) == [" > [ ] Eggs"])
    }

    @Test("B81 while a read waits, moving, going back and quitting answer at once")
    func keysDuringRead() async {
        let service = ServiceSpy(lists: [("Groceries", ["Milk", "Eggs"])])
        let app = await app(service, openGroceries: true)
        await app.press("ctrl-r")
        await app.press("down")
        #expect(app.selectedRow == "[ ] Eggs")
        await app.press("esc")
        #expect(app.title == "My Lists")
        await app.press("ctrl-r")
        await app.press("q")
        #expect(app.navigation.isEmpty)
    }

    @Test("B82 a delete confirmed just before quitting still applies")
    func deleteBeforeQuitApplies() async throws {
        let service = ServiceSpy(lists: [("Groceries", []), ("Work", [])])
        let app = await app(service)
        await app.press("d")
        await app.press("y")
        await app.press("q")
        #expect(app.navigation.isEmpty)
        await app.wait(.milliseconds(500))
        service.real.conditions.latency = .zero
        #expect(try await service.real.summaries().map(\.list.title) == ["Work"])
    }
}
