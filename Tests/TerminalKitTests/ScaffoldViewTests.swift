import Testing

@testable import TerminalKit

/// A screen with one command, "d", that asks for confirmation and sets an error status on "e".
private final class TestScreen: ScaffoldView, ConfirmDialogDelegate {
    let list: ListView
    let rows: TestRows
    private(set) var commands: [Key] = []
    private(set) var answers: [Bool] = []
    var asksAgain = false

    init() {
        rows = TestRows(["Groceries", "Work"])
        list = ListView.showing(rows)
        list.emptyText = "Nothing here."
        super.init(
            title: "My Lists",
            content: list,
            helpItems: [HelpItem(key: "a", action: "add"), HelpItem(key: "d", action: "delete")]
        )
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch key {
        case .character("d"):
            let dialog = ConfirmDialog(message: "Delete?")
            dialog.delegate = self
            present(dialog)
        case .character("e"):
            status = "A title cannot be empty."
        case .character("a"):
            break
        default:
            return false
        }
        commands.append(key)
        return true
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        answers.append(true)
        #expect(overlay == nil)
        if asksAgain {
            let next = ConfirmDialog(message: "Really?")
            next.delegate = self
            present(next)
        }
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        answers.append(false)
    }
}

@Suite("Scaffold view")
@MainActor
struct ScaffoldViewTests {
    @Test("B19 the title, content, status line and help bar have fixed rows")
    func layout() {
        let screen = TestScreen()
        screen.status = "Saved."
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 40, height: 8))
        #expect(
            terminal.render().lines == [
                " My Lists",
                "",
                " > Groceries",
                "   Work",
                "",
                "",
                " Saved.",
                " a add  d delete",
            ])
        let frame = terminal.render()
        #expect(frame[1, 0].style == .bold)
        #expect(frame[1, 7].style == .dim)
    }

    @Test("keys go to the content first, then to the screen's commands")
    func routing() {
        let screen = TestScreen()
        #expect(screen.handle(.down))
        #expect(screen.list.selectedIndex == 1)
        #expect(screen.handle(.character("a")))
        #expect(!screen.handle(.character("z")))
        #expect(!screen.handle(.control("c")))
        #expect(screen.commands == [.character("a")])
    }

    @Test("B34 a status stays until the next key press")
    func statusClearedByNextKey() {
        let screen = TestScreen()
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 40, height: 8))
        terminal.press(.character("e"))
        #expect(terminal.render().lines[6] == " A title cannot be empty.")
        terminal.press(.down)
        #expect(screen.status == nil)
        #expect(terminal.render().lines[6] == "")
    }

    @Test("B18 ? shows a help overlay with the screen's and the global keys; any key closes it")
    func helpOverlay() throws {
        let screen = TestScreen()
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 60, height: 30))
        terminal.press(.character("?"))
        let help = try #require(screen.overlay as? HelpOverlay)
        #expect(help.title == "Help")
        #expect(
            help.sections.map(\.heading) == [nil, "Everywhere", "Editing a title"])
        #expect(help.sections[0].items.map(\.key) == ["a", "d"])
        #expect(
            help.sections[1].items.map(\.key) == [
                "up/down k/j", "pgup/pgdn", "home/end", "?", "ctrl-c", "ctrl-z",
            ])
        let lines = terminal.render().lines
        #expect(lines.contains { $0.contains("│ Help") })
        #expect(lines.contains { $0.contains("│ pgup/pgdn         page") })
        #expect(lines.contains { $0.contains("│ ctrl-u            erase to the start") })
        terminal.press(.down)
        #expect(screen.overlay == nil)
        #expect(screen.list.selectedIndex == 0)
    }

    @Test(
        "B59 in a small terminal the help overlay fits: it condenses, then scrolls with up/down, and any other key closes it"
    )
    func helpOverlayScrolls() throws {
        let screen = TestScreen()
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 40, height: 12))
        terminal.press(.character("?"))
        let help = try #require(screen.overlay as? HelpOverlay)
        var lines = terminal.render().lines
        #expect(lines.filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }.count == 12)
        #expect(lines.contains { $0.contains("↓ more: up/down") })
        var seen = Set(lines)
        for _ in 0..<20 {
            terminal.press(.down)
            lines = terminal.render().lines
            seen.formUnion(lines)
        }
        #expect(screen.overlay != nil)
        #expect(help.scrollOffset > 0)
        #expect(lines.contains { $0.contains("↑ more: up/down") })
        for item in help.items {
            #expect(
                seen.contains { $0.contains(item.key) && $0.contains(item.action) }, "\(item.key) never shown"
            )
        }
        terminal.press(.home)
        #expect(help.scrollOffset == 0)
        terminal.press(.character("x"))
        #expect(screen.overlay == nil)
    }

    @Test("B59 at the smallest size, 20x6, the help overlay still shows its title and scrolls")
    func helpOverlayAtSmallestSize() throws {
        let screen = TestScreen()
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 20, height: 6))
        terminal.press(.character("?"))
        let lines = terminal.render().lines
        #expect(lines[0].hasPrefix("┌") && lines[5].hasPrefix("└"))
        #expect(lines[1].contains("Help"))
        terminal.press(.down)
        #expect(screen.overlay != nil)
    }

    @Test("B18 a global key the screen already lists is not listed twice in the help")
    func helpListsEachKeyOnce() throws {
        let screen = ScaffoldView(
            title: "Home",
            content: Label(),
            helpItems: [HelpItem(key: "a", action: "add"), HelpItem(key: "?", action: "help")]
        )
        _ = screen.handle(.character("?"))
        let help = try #require(screen.overlay as? HelpOverlay)
        #expect(help.items.filter { $0.key == "?" }.count == 1)
    }

    @Test("B18 in an editor ? is typed like any other character")
    func questionMarkInEditor() {
        let field = TextField()
        let editor = ScaffoldView(
            title: "New List", content: FormView(rows: [FormRow(label: "Title", control: field)]),
            helpItems: [])
        #expect(editor.handle(.character("?")))
        #expect(field.text == "?")
        #expect(editor.overlay == nil)
    }

    @Test("B12 a confirmation is dismissed before its delegate hears the answer")
    func confirmationRouting() {
        let screen = TestScreen()
        #expect(screen.handle(.character("d")))
        #expect(screen.overlay is ConfirmDialog)
        #expect(screen.handle(.down))
        #expect(screen.overlay == nil)
        #expect(screen.list.selectedIndex == 0)
        _ = screen.handle(.character("d"))
        _ = screen.handle(.character("y"))
        #expect(screen.answers == [false, true])
    }

    @Test("a confirmation's delegate may present a new overlay")
    func chainedDialogs() {
        let screen = TestScreen()
        screen.asksAgain = true
        _ = screen.handle(.character("d"))
        _ = screen.handle(.character("y"))
        #expect((screen.overlay as? ConfirmDialog)?.message == "Really?")
        screen.asksAgain = false
        _ = screen.handle(.character("y"))
        #expect(screen.overlay == nil)
        #expect(screen.answers == [true, true])
    }

    @Test("an overlay is drawn centred over the screen")
    func overlayDrawing() {
        let screen = TestScreen()
        _ = screen.handle(.character("d"))
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 40, height: 9))
        let lines = terminal.render().lines
        #expect(lines[0] == " My Lists")
        #expect(lines[2] == " > Gro┌─────────────────────────┐")
        #expect(lines[3] == "   Wor│ Delete?                 │")
        #expect(lines[6] == "      └─────────────────────────┘")
        #expect(lines[8] == " a add  d delete")
    }

    @Test("other overlays get the keys and stay until dismissed")
    func persistentOverlay() {
        let screen = TestScreen()
        let field = TextField()
        screen.present(field)
        #expect(screen.handle(.character("x")))
        #expect(screen.handle(.enter))
        #expect(field.text == "x")
        #expect(screen.overlay === field)
        screen.dismissOverlay()
        #expect(screen.overlay == nil)
    }
}
