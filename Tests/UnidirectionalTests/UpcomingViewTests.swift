import TaskListDomain
import TerminalKit
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// Upcoming's view on a headless terminal, rendered from a state made by hand: what it draws, and the
/// actions its keys send.
@Suite("Upcoming view")
@MainActor
struct UpcomingViewTests {
    let bread = UpcomingTask(
        task: Samples.task(11, "Bread", due: DueDate("2026-12-01")), list: Samples.list(1, "Groceries"))
    let report = UpcomingTask(
        task: Samples.task(20, "Report", due: DueDate("2026-12-03"), list: 2),
        list: Samples.list(2, "Work", icon: .travel))

    private func lines(_ terminal: HeadlessTerminal) -> [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func upcoming(_ tasks: [UpcomingTask]) -> UpcomingState {
        var state = UpcomingState()
        state.tasks.replaceItems(with: tasks)
        return state
    }

    @Test(
        "B86 B19 Upcoming draws its title, each task with its list and its due date at the right edge, its keys"
    )
    func draws() {
        let view = UpcomingView { _ in }
        view.render(upcoming([bread, report]))
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        let lines = lines(terminal)
        #expect(lines[0] == "Upcoming")
        #expect(lines[2].hasPrefix("> [ ] Bread — ✎ Groceries") && lines[2].hasSuffix("2026-12-01"))
        #expect(lines[3].hasPrefix("[ ] Report — ✈ Work") && lines[3].hasSuffix("2026-12-03"))
        #expect(lines[9] == "space toggle  enter open in list  u undo  …  ? help")
        view.render(upcoming([]))
        #expect(self.lines(terminal)[2] == "No upcoming tasks. Give a task a due date in its editor.")
    }

    @Test("B14 B80 B87 B88 Upcoming's keys become actions; moving sends the row the selection moved to")
    func sends() {
        final class Sent {
            var actions: [UpcomingAction] = []
        }
        let sent = Sent()
        let view = UpcomingView { sent.actions.append($0) }
        view.render(upcoming([bread, report]))
        let terminal = HeadlessTerminal(root: view)
        for key in [Key.down, .character(" "), .enter, .control("r"), .escape, .left, .character("a")] {
            terminal.press(key)
        }
        #expect(
            sent.actions == [
                .rowSelected(1), .toggleRequested, .openRequested, .reloadRequested, .backRequested,
                .backRequested,
            ])
    }

    @Test("B18 ? on Upcoming, where the table takes no ?, shows the help, and any key closes it")
    func showsHelp() {
        final class Sent {
            var actions: [UpcomingAction] = []
        }
        let sent = Sent()
        let view = UpcomingView { sent.actions.append($0) }
        view.render(upcoming([bread, report]))
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        terminal.press(.character("x"))
        #expect(!terminal.snapshot.contains("Help"))
        #expect(sent.actions == [])
    }

    @Test("B75 B34 Upcoming says Loading… once its read lasts 150 ms, and shows the state's status")
    func loadingAndStatus() {
        var now = Duration.zero
        var state = UpcomingState()
        state.isLoading = true
        let view = UpcomingView { _ in }
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        terminal.clock = { now }
        #expect(lines(terminal)[2] == "")
        now = .milliseconds(150)
        #expect(lines(terminal)[2] == "Loading…")
        state.isLoading = false
        state.status = "The database is busy. Try again."
        view.render(state)
        #expect(lines(terminal)[2] == "No upcoming tasks. Give a task a due date in its editor.")
        #expect(lines(terminal)[8] == "The database is busy. Try again.")
    }
}
