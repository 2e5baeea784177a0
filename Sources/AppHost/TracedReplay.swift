import TaskListDomain
import TaskListUI
import TerminalKit
import TraceKit

extension Replay {
    /// Runs `script` like `transcript(of:architecture:time:size:)` with the app traced. Without a
    /// `file`, the trace of what led to each screen is printed under it, before its `---`; with one, the
    /// screens print as usual and the trace goes to the file.
    static func tracedTranscript(
        of script: KeyScript,
        architecture: any Architecture,
        time: ReplayClock,
        size: Size,
        file: TraceFile?
    ) async -> String {
        let app = TracedApp(architecture: architecture, service: time.service)
        if let file {
            app.recorder.onEntry(file.write)
        }
        let terminal = HeadlessTerminal(root: app.root, size: size)
        terminal.clock = { time.clock.now }
        await time.settle()
        var output = ""
        var printedEntries = 0
        let append = { (snapshot: String) in
            output += snapshot + "\n"
            if file == nil {
                let entries = app.recorder.entries
                output += entries[printedEntries...].flatMap { TraceText.lines(of: $0) }.map { $0 + "\n" }
                    .joined()
                printedEntries = entries.count
            }
            output += separator + "\n"
        }
        await terminal.run(
            script, shouldStop: { app.navigation.isEmpty }, settle: time.settle,
            wait: { await time.wait($0, drawing: $1) },
            onSnapshot: append)
        if app.navigation.isEmpty {
            await time.finishWrites()
        }
        append(terminal.snapshot)
        app.recorder.completeWaitingEntries()
        return output
    }
}
