import Testing

@testable import TerminalKit

/// The one-line search field, alone and as a scaffold's header.
@Suite("Search field")
@MainActor
struct SearchFieldTests {
    private func draw(_ field: SearchField, width: Int) -> Screen {
        var screen = Screen(size: Size(width: width, height: 1))
        field.draw(in: &screen, area: screen.bounds)
        return screen
    }

    /// A scaffold over a three-row list, with a search field as its header, that records its commands.
    private final class SearchScreen: ScaffoldView {
        let rows = TestRows(["Milk", "Bread", "Jam"])
        let list: ListView
        let searchField = SearchField(prompt: "Search: ")
        private(set) var commands: [Key] = []

        init() {
            list = ListView.showing(rows)
            super.init(title: "Groceries", content: list, helpItems: [HelpItem(key: "/", action: "search")])
            header = searchField
        }

        override func handleCommand(_ key: Key) -> Bool {
            commands.append(key)
            return true
        }
    }

    @Test("B60 empty and not focused, it draws nothing")
    func idleIsBlank() {
        #expect(draw(SearchField(prompt: "Search: "), width: 20).lines == [""])
    }

    @Test("B60 focused, it shows the prompt and the cursor after the query")
    func focusedShowsCursor() {
        let field = SearchField(prompt: "Search: ")
        field.isFocused = true
        var screen = draw(field, width: 20)
        #expect(screen.lines == ["Search:"])
        #expect(screen[8, 0].style == .reverse)
        for character in "milk" {
            #expect(field.handle(.character(character)))
        }
        screen = draw(field, width: 20)
        #expect(screen.lines == ["Search: milk"])
        #expect(screen[12, 0].style == .reverse)
        #expect(screen[11, 0].style == [])
    }

    @Test("B61 closed with a query, it still shows the query, without the cursor")
    func keptQueryShows() {
        let field = SearchField(prompt: "Search: ", text: "milk")
        let screen = draw(field, width: 20)
        #expect(screen.lines == ["Search: milk"])
        #expect((0..<20).allSatisfy { screen[$0, 0].style == [] })
    }

    @Test("B60 it edits like a text field and reports each change; enter, esc, up and down are the owner's")
    func editing() {
        let field = SearchField(prompt: "Search: ")
        var changes: [String] = []
        field.onTextChange = { changes.append($0) }
        for key: Key in [.character("m"), .character("x"), .backspace, .character("i"), .left, .right] {
            #expect(field.handle(key))
        }
        for key: Key in [.enter, .escape, .up, .down, .pageDown, .tab] {
            #expect(!field.handle(key))
        }
        #expect(field.text == "mi")
        #expect(changes == ["m", "mx", "m", "mi"])
        field.text = "set in code"
        #expect(changes.count == 4)
    }

    @Test("B60 B30 a long or wide query scrolls to keep the cursor beside the prompt")
    func scrolls() {
        let field = SearchField(prompt: "Search: ", text: "장보기 목록")
        field.isFocused = true
        let screen = draw(field, width: 14)
        #expect(screen.lines == ["Search:  목록"])
        #expect(screen[13, 0].style == .reverse)
    }

    @Test("B32 a query is drawn sanitised")
    func sanitised() {
        let field = SearchField(prompt: "Search: ", text: "a\u{1B}[2Jb")
        #expect(draw(field, width: 20).lines == ["Search: a␛[2Jb"])
    }

    @Test("B60 a scaffold draws its header in the row under the title")
    func headerRow() {
        let screen = SearchScreen()
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 30, height: 8))
        #expect(terminal.render().lines[1] == "")
        screen.searchField.text = "milk"
        #expect(
            terminal.render().lines == [
                " Groceries", " Search: milk", " > Milk", "   Bread", "   Jam", "", "", " / search",
            ])
    }

    @Test("B60 a focused header gets the keys first; the ones it leaves go to the content, then the screen")
    func focusedHeaderRouting() {
        let screen = SearchScreen()
        screen.searchField.isFocused = true
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.character("?")))
        #expect(screen.searchField.text == "j?")
        #expect(screen.list.selectedIndex == 0)
        #expect(screen.overlay == nil)
        #expect(screen.handle(.down))
        #expect(screen.list.selectedIndex == 1)
        #expect(screen.handle(.enter))
        #expect(screen.commands == [.enter])
    }

    @Test("B61 a header that is not focused gets no keys")
    func unfocusedHeaderRouting() {
        let screen = SearchScreen()
        screen.searchField.text = "milk"
        #expect(screen.handle(.character("j")))
        #expect(screen.list.selectedIndex == 1)
        #expect(screen.handle(.backspace))
        #expect(screen.searchField.text == "milk")
        #expect(screen.commands == [.backspace])
    }
}
