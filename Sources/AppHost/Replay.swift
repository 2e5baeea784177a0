import TaskListDomain
import TaskListUI
import TerminalKit

/// Runs a key script without a terminal and collects the screens it asks for, as `--replay` prints them.
@MainActor
public enum Replay {
    /// The line that follows every screen in a transcript.
    public static let separator = "---"

    /// Every `screen` snapshot of `script` and then the final screen, each followed by a `---` line; the
    /// app's asynchronous work runs on `time`'s virtual clock.
    public static func transcript(
        of script: KeyScript,
        architecture: any Architecture,
        time: ReplayClock,
        size: Size
    ) async -> String {
        let navigation = AppHost.makeNavigation(architecture: architecture, service: time.service)
        let terminal = HeadlessTerminal(root: navigation, size: size)
        terminal.clock = { time.clock.now }
        await time.settle()
        var output = ""
        let append = { (snapshot: String) in output += snapshot + "\n" + separator + "\n" }
        await terminal.run(
            script, shouldStop: { navigation.isEmpty }, settle: time.settle,
            wait: { await time.wait($0, drawing: $1) },
            onSnapshot: append)
        if navigation.isEmpty {
            await time.finishWrites()
        }
        append(terminal.snapshot)
        return output
    }
}
