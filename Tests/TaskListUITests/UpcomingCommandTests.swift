import Foundation
import TaskListDomain
import TaskListStrings
import TaskListUI
import TerminalKit
import Testing

/// The keys and texts of the Upcoming screen, and the key that opens it from Home.
@Suite("UpcomingCommand")
struct UpcomingCommandTests {
    private let groceries = TaskList(
        id: 1, title: "Groceries", icon: .star, createdAt: Date(timeIntervalSince1970: 0))

    @Test("B86 n on Home opens Upcoming, and Home's help bar lists it after open")
    func homeKey() {
        #expect(HomeCommand(key: .character("n")) == .upcoming)
        #expect(HomeCommand.helpItems.map(\.key) == ["a", "enter", "n", "r", "d", "u", "q", "?"])
        #expect(HomeCommand.helpItems.contains(HelpItem(key: "n", action: "upcoming")))
    }

    @Test("B87 space toggles, B88 enter opens the task in its list, esc and left go back")
    func upcomingKeys() {
        #expect(UpcomingCommand(key: .character(" ")) == .toggle)
        #expect(UpcomingCommand(key: .enter) == .open)
        #expect(UpcomingCommand(key: .escape) == .back)
        #expect(UpcomingCommand(key: .left) == .back)
        for key in [Key.character("a"), .character("d"), .character("e"), .character("u"), .right] {
            #expect(UpcomingCommand(key: key) == nil)
        }
        #expect(UpcomingCommand.helpItems.map(\.key) == ["space", "enter", "u", "esc/left", "?"])
    }

    @Test("B86 a row shows the task and its list, and its due date at the right edge")
    func row() throws {
        let due = try #require(DueDate(year: 2026, month: 12, day: 3))
        let task = TaskItem(
            id: 7, listID: 1, title: "Milk", notes: "2 litres", due: due,
            createdAt: Date(timeIntervalSince1970: 0))
        let upcoming = UpcomingTask(task: task, list: groceries)
        #expect(Strings.Upcoming.row(upcoming) == "[ ] ✐ Milk — \(ListIcon.star.glyph) Groceries")
        #expect(Strings.Upcoming.detail(upcoming) == "2026-12-03")
    }

    @Test("B90 B91 u undoes on Home, the tasks screen and Upcoming; no other key does")
    func undoKey() {
        #expect(UndoCommand(key: .character("u")) == .undo)
        #expect(UndoCommand(key: .character("U")) == nil)
        #expect(UndoCommand(key: .control("u")) == nil)
        #expect(TasksCommand.helpItems.contains(HelpItem(key: "u", action: "undo")))
        #expect(HomeCommand(key: .character("u")) == nil)
        #expect(TasksCommand(key: .character("u")) == nil)
    }

    @Test("B90 B91 the status line says what was undone")
    func undoneMessages() {
        let date = Date(timeIntervalSince1970: 0)
        let milk = TaskItem(id: 7, listID: 1, title: "Milk", isDone: true, createdAt: date)
        let eggs = TaskItem(id: 8, listID: 1, title: "Eggs", createdAt: date)
        #expect(
            Strings.Undo.undone(.deletedList(DeletedList(list: groceries, tasks: [milk, eggs])))
                == "Restored list \"Groceries\" and its 2 tasks.")
        #expect(
            Strings.Undo.undone(.deletedList(DeletedList(list: groceries, tasks: [milk])))
                == "Restored list \"Groceries\" and its 1 task.")
        #expect(
            Strings.Undo.undone(.deletedList(DeletedList(list: groceries, tasks: [])))
                == "Restored list \"Groceries\".")
        #expect(
            Strings.Undo.undone(.deletedTask(DeletedTask(task: eggs, index: 1))) == "Restored task \"Eggs\".")
        #expect(Strings.Undo.undone(.toggledTask(milk)) == "Marked \"Milk\" not done again.")
        #expect(Strings.Undo.undone(.toggledTask(eggs)) == "Marked \"Eggs\" done again.")
        #expect(Strings.Undo.nothingToUndo == "Nothing to undo here.")
    }
}
