import TaskListDomain
import TaskListUI
import TerminalKit

/// Runs a key script without a terminal and collects the screens it asks for, as `--replay` prints them.
public enum Replay {
    /// The line that follows every screen in a transcript.
    public static let separator = "---"

    /// Every `screen` snapshot of `script` and then the final screen, each followed by a `---` line.
    public static func transcript(
        of script: KeyScript,
        architecture: any Architecture,
        service: any TaskListService,
        size: Size
    ) -> String {
        let navigation = AppHost.makeNavigation(architecture: architecture, service: service)
        let terminal = HeadlessTerminal(root: navigation, size: size)
        var output = ""
        let append = { (snapshot: String) in output += snapshot + "\n" + separator + "\n" }
        terminal.run(script, shouldStop: { navigation.isEmpty }, onSnapshot: append)
        append(terminal.snapshot)
        return output
    }
}
