import ArchDiffKit
import Foundation
import TaskListDomain
import TaskListSQLite
import TaskListUI
import TerminalKit
import TraceKit

/// Runs a user action on one architecture, in this process, on a fresh SQLite database that another
/// connection shares (the "other program"), and keeps the entries of its traced steps.
struct ActionRun {
    /// Something that kept an action from running.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A traced step and the entry it produced.
    struct TracedStep {
        var step: UserAction.Step
        var entry: TraceNode
    }

    /// The size of the headless terminal the actions run in.
    static let size = Size(width: 60, height: 12)

    /// The prefix of the scratch folders, in the temporary directory, that hold an action's database.
    static let scratchPrefix = "archdiff-trace"

    /// The folder the scratch folders are made in.
    static var temporaryDirectory: String { FileManager.default.temporaryDirectory.path }

    /// The action's traced steps on `architecture`, reading frames with `callStack`.
    static func trace(
        _ action: UserAction, on architecture: any Architecture, callStack: any CallStackReader
    ) throws(Failure) -> [TracedStep] {
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
            let path = folder.file("tasks.sqlite3")
            let otherProgram = StoreTaskListService(store: try SQLiteTaskStore(path: path), now: { epoch })
            try seed(otherProgram)
            let service = StoreTaskListService(store: try SQLiteTaskStore(path: path), now: { epoch })
            let app = TracedApp(architecture: architecture, service: service, callStack: callStack)
            let terminal = HeadlessTerminal(root: app.root, size: size)
            for step in action.setup {
                try perform(step, app: app, terminal: terminal, otherProgram: otherProgram)
            }
            _ = terminal.render()
            var tracedSteps: [(step: UserAction.Step, entry: Int)] = []
            for step in action.steps {
                try perform(step, app: app, terminal: terminal, otherProgram: otherProgram)
                _ = terminal.render()
                if step.isTraced {
                    tracedSteps.append((step, app.recorder.completedEntryCount - 1))
                }
            }
            let entries = app.recorder.entries
            let traced = tracedSteps.map { TracedStep(step: $0.step, entry: entries[$0.entry]) }
            return traced
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(action.id) on \(architecture.name): \(error)")
        }
    }

    /// The instant every list and task is created at, so that nothing in a trace depends on the clock.
    private static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    private static func seed(_ service: any TaskListService) throws {
        for list in UserAction.data {
            let added = try service.addList(title: list.title, icon: .default)
            for task in list.tasks {
                let item = try service.addTask(title: task.title, toList: added.id)
                if task.isDone {
                    try service.toggleTask(id: item.id)
                }
            }
        }
    }

    private static func perform(
        _ step: UserAction.Step, app: TracedApp, terminal: HeadlessTerminal, otherProgram: any TaskListService
    ) throws {
        switch step {
        case .press(let name):
            guard let key = Key(name: name) else { throw Failure(description: "no key named \(name)") }
            terminal.press(key)
        case .type(let text):
            terminal.type(text)
        case .otherProgramToggles(let title):
            for summary in try otherProgram.summaries() {
                if let task = try otherProgram.tasks(inList: summary.list.id).first(where: {
                    $0.title == title
                }) {
                    try otherProgram.toggleTask(id: task.id)
                    return
                }
            }
            throw Failure(description: "no task named \(title)")
        case .checkForChanges:
            app.service.checkForExternalChanges()
        }
    }
}
