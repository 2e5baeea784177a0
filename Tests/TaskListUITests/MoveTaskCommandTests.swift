import TaskListStrings
import TaskListUI
import TerminalKit
import Testing

/// The keys that move a task on the tasks screen.
@Suite("MoveTaskCommand")
struct MoveTaskCommandTests {
    @Test("B62 K moves the selected task up a row and J down a row")
    func capitalKAndJ() {
        #expect(MoveTaskCommand(key: .character("K")) == .up)
        #expect(MoveTaskCommand(key: .character("J")) == .down)
        #expect(MoveTaskCommand.up.offset == -1)
        #expect(MoveTaskCommand.down.offset == 1)
    }

    @Test(
        "B62 lower-case k and j, arrows and other keys do not move a task",
        arguments: [Key.character("k"), .character("j"), .up, .down, .character("M"), .control("k")])
    func otherKeys(key: Key) {
        #expect(MoveTaskCommand(key: key) == nil)
    }

    @Test("B62 the tasks screen's help lists K/J move task after / search, before back and help")
    func helpItems() {
        let items = TasksCommand.helpItems(adding: SearchCommand.listHelpItems + MoveTaskCommand.helpItems)
        #expect(items.map(\.key) == ["a", "space", "e", "d", "f", "u", "/", "K/J", "esc/left", "?"])
        #expect(items.contains(HelpItem(key: "K/J", action: "move task")))
    }

    @Test("B62 a move between tasks of different lists is explained in the status line")
    func differentListsMessage() {
        #expect(Strings.message(for: .tasksInDifferentLists) == "Those tasks are in different lists.")
    }
}
