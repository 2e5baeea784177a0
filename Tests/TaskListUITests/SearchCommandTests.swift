import TaskListUI
import TerminalKit
import Testing

/// The keys of the tasks screen's search and its help bar entries.
@Suite("SearchCommand")
@MainActor
struct SearchCommandTests {
    @Test("B60 / opens the search field from the list; typed into the open field it is the query's")
    func slashOpens() {
        #expect(SearchCommand(key: .character("/"), isFieldOpen: false) == .open)
        #expect(SearchCommand(key: .character("/"), isFieldOpen: true) == nil)
    }

    @Test("B61 in the open field enter closes it and esc clears it; on the list they are not the search's")
    func enterAndEscape() {
        #expect(SearchCommand(key: .enter, isFieldOpen: true) == .close)
        #expect(SearchCommand(key: .escape, isFieldOpen: true) == .clear)
        #expect(SearchCommand(key: .enter, isFieldOpen: false) == nil)
        #expect(SearchCommand(key: .escape, isFieldOpen: false) == nil)
        #expect(TasksCommand(key: .escape) == .back)
    }

    @Test(
        "B60 other keys are not the search's",
        arguments: [Key.character("s"), .down, .tab, .left, .control("s")])
    func otherKeys(key: Key) {
        #expect(SearchCommand(key: key, isFieldOpen: true) == nil)
        #expect(SearchCommand(key: key, isFieldOpen: false) == nil)
    }

    @Test("B61 the tasks screen's help bar lists / search before back and help")
    func listHelpItems() {
        let items = TasksCommand.helpItems(adding: SearchCommand.listHelpItems)
        #expect(items.map(\.key) == ["a", "space", "e", "d", "f", "u", "/", "esc/left", "?"])
        #expect(
            HelpBar(items: items).text(fittingWidth: 78)
                == "a add  space toggle  e edit  d delete  f filter  u undo  / search  …  ? help")
        #expect(TasksCommand.helpItems(adding: []) == TasksCommand.helpItems)
    }

    @Test("B61 while the field is open the help bar says how to finish the search")
    func fieldHelpItems() {
        #expect(
            HelpBar(items: SearchCommand.fieldHelpItems).text(fittingWidth: 78)
                == "enter done  esc clear  up/down move")
    }
}
