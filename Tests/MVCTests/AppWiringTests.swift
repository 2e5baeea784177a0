import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// The app as the composition root assembles it, driven end to end: what only the controllers together,
/// on the real navigation stack, can show.
@Suite("App wiring")
struct AppWiringTests {
    @Test("B01 the composition root starts on Home's controller over the service")
    func startsOnHome() {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        #expect(app.navigation.pages.count == 1)
        #expect(app.navigation.topPage is HomeController)
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B23 B27 back on Home from the tasks screen, the list is still selected and shows the toggle")
    func backShowsToggle() {
        let app = AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", []), ("Work", ["Report"])]))
        app.press("down")
        app.press("enter")
        app.press("space")
        app.press("esc")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(app.selectedRow?.hasSuffix("1/1") == true)
    }

    @Test("B42 a list deleted elsewhere closes the task editor opened from it, and Home says so")
    func listDeletedUnderEditor() throws {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        app.press("a")
        app.type("Eggs")
        try app.service.deleteList(id: try app.service.summaries()[0].id)
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
        #expect(app.screen.contains("No lists yet."))
    }

    @Test("B61 leaving the tasks screen forgets the query")
    func searchForgotten() {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Bread"])]))
        app.press("enter")
        app.press("/")
        app.type("bread")
        app.press("enter")
        app.press("esc")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1] == "")
        #expect(app.contentRows.filter { !$0.isEmpty }.count == 2)
    }
}
