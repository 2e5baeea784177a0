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
        #expect(HomeCommand.helpItems.map(\.key) == ["a", "enter", "n", "r", "d", "q", "?"])
        #expect(HomeCommand.helpItems.contains(HelpItem(key: "n", action: "upcoming")))
    }

    @Test("B87 space toggles, B88 enter opens the task in its list, esc and left go back")
    func upcomingKeys() {
        #expect(UpcomingCommand(key: .character(" ")) == .toggle)
        #expect(UpcomingCommand(key: .enter) == .open)
        #expect(UpcomingCommand(key: .escape) == .back)
        #expect(UpcomingCommand(key: .left) == .back)
        for key in [Key.character("a"), .character("d"), .character("e"), .right] {
            #expect(UpcomingCommand(key: key) == nil)
        }
        #expect(UpcomingCommand.helpItems.map(\.key) == ["space", "enter", "esc/left", "?"])
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
}
