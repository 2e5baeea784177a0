import AppHost
import ArchDiffProcesses
import Foundation
import TaskListDomain
import TaskListSQLite
import TaskListUI
import TerminalKit
import TraceKit

/// Runs a user action on one architecture, in this process, on a fresh SQLite database that another
/// connection shares (the "other program"), and keeps the entries of its traced steps. The app's service
/// answers after the action's latency on a virtual clock, which only the action's `wait` steps move, so a
/// run gives the same trace every time. As a run loop does, it draws a frame after each step's work has
/// run as far as it can, and after each answer that comes during a wait.
@MainActor
struct ActionRun {
    /// Something that kept an action from running.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A traced step and the entries it produced: a key's, and the later entries of answers that came
    /// before its frame was drawn, or those of a `wait`.
    struct TracedStep: Sendable {
        var step: UserAction.Step
        var entries: [TraceNode]
    }

    /// The size of the headless terminal the actions run in.
    nonisolated static let size = Size(width: 60, height: 12)

    /// The prefix of the scratch folders, in the temporary directory, that hold an action's database.
    nonisolated static let scratchPrefix = "archdiff-trace"

    /// The folder the scratch folders are made in.
    nonisolated static var temporaryDirectory: String { FileManager.default.temporaryDirectory.path }

    /// The action's traced steps on `architecture`, reading frames with `callStack`.
    static func trace(
        _ action: UserAction, on architecture: any Architecture, callStack: any CallStackReader
    ) async throws(Failure) -> [TracedStep] {
        let folder: ScratchFolder
        do {
            folder = try ScratchFolder.create(in: temporaryDirectory, prefix: scratchPrefix)
        } catch {
            throw Failure(description: "\(error)")
        }
        InterruptHandler.removeOnSignal(folder)
        defer {
            InterruptHandler.keep(folder)
            // One that cannot be removed now is a leftover that the next `archdiff trace` removes.
            try? folder.remove()
        }
        do {
            return try await trace(
                action, on: architecture, callStack: callStack, database: folder.file("tasks.sqlite3"))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(action.id) on \(architecture.name): \(error)")
        }
    }

    private static func trace(
        _ action: UserAction, on architecture: any Architecture, callStack: any CallStackReader,
        database path: String
    ) async throws -> [TracedStep] {
        let otherProgram = StoreTaskListService(
            store: try SQLiteTaskStore(path: path), clock: VirtualClock(), now: { epoch })
        try await seed(otherProgram)
        let clock = VirtualClock()
        let service = StoreTaskListService(
            store: try SQLiteTaskStore(path: path), clock: clock,
            conditions: ServiceConditions(latency: action.latency), now: { epoch })
        let time = ReplayClock(clock: clock, service: service)
        let app = TracedApp(architecture: architecture, service: service, callStack: callStack)
        let terminal = HeadlessTerminal(root: app.root, size: size)
        terminal.clock = { clock.now }
        await time.settle()
        for step in action.setup {
            try await perform(step, app: app, terminal: terminal, time: time, otherProgram: otherProgram)
        }
        _ = terminal.render()
        var tracedSteps: [(step: UserAction.Step, entries: Range<Int>)] = []
        for step in action.steps {
            let first = app.recorder.completedEntryCount
            try await perform(step, app: app, terminal: terminal, time: time, otherProgram: otherProgram)
            _ = terminal.render()
            if step.isTraced {
                tracedSteps.append((step, first..<app.recorder.completedEntryCount))
            }
        }
        let entries = app.recorder.entries
        return tracedSteps.map { TracedStep(step: $0.step, entries: Array(entries[$0.entries])) }
    }

    /// The instant every list and task is created at, so that nothing in a trace depends on the clock.
    private static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    private static func seed(_ service: any TaskListService) async throws {
        for list in UserAction.data {
            let added = try await service.addList(title: list.title, icon: .default)
            for task in list.tasks {
                let item = try await service.addTask(
                    title: task.title, notes: "", due: task.due, toList: added.id)
                if task.isDone {
                    try await service.toggleTask(id: item.id)
                }
            }
        }
    }

    private static func perform(
        _ step: UserAction.Step, app: TracedApp, terminal: HeadlessTerminal, time: ReplayClock,
        otherProgram: any TaskListService
    ) async throws {
        switch step {
        case .press(let name):
            guard let key = Key(name: name) else { throw Failure(description: "no key named \(name)") }
            terminal.press(key)
            await time.settle()
        case .type(let text):
            terminal.type(text)
            await time.settle()
        case .wait(let duration):
            await time.wait(duration) { _ = terminal.render() }
        case .otherProgramToggles(let title):
            for summary in try await otherProgram.summaries() {
                if let task = try await otherProgram.tasks(inList: summary.list.id).first(where: {
                    $0.title == title
                }) {
                    try await otherProgram.toggleTask(id: task.id)
                    return
                }
            }
            throw Failure(description: "no task named \(title)")
        case .checkForChanges:
            await app.service.checkForExternalChanges()
            await time.settle()
        }
    }
}
