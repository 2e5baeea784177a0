import Foundation
import TaskListDomain
import TaskListSQLite
import TaskListStrings
import TaskListUI
import TerminalKit
import TraceKit

/// What every front end (`mvc`, `mvp`, ...) shares outside its architecture: options, the database, the run loop.
@MainActor
public struct AppHost {
    /// The version every front end reports with `--version`.
    public static let version = "0.1.0"
    /// How long quitting waits for the writes in flight, in a terminal and in a replay (B82).
    public static let writeGracePeriod = Duration.seconds(2)

    private let architecture: any Architecture
    private let environment: [String: String]
    private let console: Console

    /// A host for `architecture`, reading `environment` for the database location.
    public init(
        architecture: any Architecture,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        console: Console = .standard
    ) {
        self.architecture = architecture
        self.environment = environment
        self.console = console
    }

    /// Runs the program for `arguments` (without the program name) and returns its exit code; a failed
    /// write to standard output is reported once on standard error and makes the exit code 1.
    public func run(arguments: [String]) async -> Int32 {
        let code = await perform(arguments: arguments)
        guard let failure = console.outputFailure else { return code }
        console.printError("\(architecture.name): \(failure)")
        return code == ExitCode.success ? ExitCode.failure : code
    }

    private func perform(arguments: [String]) async -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsing: arguments)
        } catch {
            console.printError("\(architecture.name): \(error)\n\n\(usage)")
            return ExitCode.usage
        }
        switch options.action {
        case .help:
            console.print(usage)
            return ExitCode.success
        case .version:
            console.print("\(architecture.name) \(Self.version)")
            return ExitCode.success
        case .replay(let file):
            return await replay(file: file, options: options)
        case .run:
            return await runInTerminal(options: options)
        }
    }

    /// The terminal window's title while the app runs: it names the front end.
    public var windowTitle: String {
        "\(architecture.name) — the to-do app, written as \(architecture.patternName)"
    }

    /// A navigation stack showing the architecture's Home screen over `service`.
    public static func makeNavigation(architecture: any Architecture, service: any TaskListService)
        -> NavigationStack
    {
        let navigation = NavigationStack()
        navigation.push(architecture.makeRootPage(service: service, navigator: navigation))
        return navigation
    }

    private var usage: String {
        let name = architecture.name
        return """
            USAGE: \(name) [--db PATH | --in-memory] [--replay FILE [--size WxH]] [--trace [FILE]]
                   [--latency DURATION] [--fail-writes]

            The to-do app, written as \(architecture.patternName).

            OPTIONS:
              --db PATH       The database file (default: $XDG_DATA_HOME/\(DatabaseLocation.folderName)/\
            \(DatabaseLocation.fileName),
                              else ~/.local/share/\(DatabaseLocation.folderName)/\(DatabaseLocation.fileName)).
              --in-memory     Use a throwaway database; nothing is written to disk.
              --replay FILE   Run a key script without a terminal and print its screens,
                              on a throwaway database unless --db is given.
              --size WxH      The screen size for --replay (default: 80x24).
              --trace [FILE]  After each key press, show the calls it caused through the pattern's
                              layers: in a panel beside the app (a terminal at least \(TraceSplitView.minimumWidth)
                              columns wide), or with FILE written there (follow it: tail -f FILE);
                              with --replay, under each screen.
              --latency DURATION
                              Make every read and write answer this late (such as 800ms or 2s),
                              to watch the screens wait; replays wait on a virtual clock.
              --fail-writes   Make every write fail, as a database another program holds busy would.
              --version       Show the version.
              -h, --help      Show this help.
            """
    }

    private func replay(file: String, options: CommandLineOptions) async -> Int32 {
        let script: KeyScript
        do {
            let data = try ScriptFile.read(path: file)
            guard let source = String(data: data, encoding: .utf8) else {
                console.printError("\(architecture.name): \(file) is not UTF-8 text")
                return ExitCode.failure
            }
            script = try KeyScript(parsing: source)
        } catch let error as KeyScriptError {
            console.printError("\(architecture.name): \(file): \(error)")
            return ExitCode.failure
        } catch {
            console.printError("\(architecture.name): cannot read \(file): \(error)")
            return ExitCode.failure
        }
        let database = options.database == .standard ? .inMemory : options.database
        let clock = VirtualClock()
        guard
            let service = openService(database, worker: .inline, clock: clock, conditions: options.conditions)
        else { return ExitCode.failure }
        let time = ReplayClock(clock: clock, service: service)
        let transcript: String
        var traceFailure: String?
        switch options.trace {
        case nil:
            transcript = await Replay.transcript(
                of: script, architecture: architecture, time: time, size: options.size)
        case .beside:
            transcript = await Replay.tracedTranscript(
                of: script, architecture: architecture, time: time, size: options.size, file: nil)
        case .file(let path):
            guard let file = openTraceFile(path) else { return ExitCode.failure }
            transcript = await Replay.tracedTranscript(
                of: script, architecture: architecture, time: time, size: options.size, file: file)
            file.close()
            traceFailure = file.failure
        }
        console.print(String(transcript.dropLast()))
        if let traceFailure {
            console.printError("\(architecture.name): \(traceFailure)")
            return ExitCode.failure
        }
        return ExitCode.success
    }

    private func runInTerminal(options: CommandLineOptions) async -> Int32 {
        guard Terminal.isTerminal(STDIN_FILENO) else {
            console.printError(
                "\(architecture.name): standard input is not a terminal. Run it in a terminal, "
                    + "or pass --replay FILE to run a key script."
            )
            return ExitCode.usage
        }
        guard
            let service = openService(
                options.database, worker: .background(), clock: ContinuousServiceClock(),
                conditions: options.conditions)
        else { return ExitCode.failure }
        do {
            let terminal = try Terminal()
            switch options.trace {
            case nil:
                let navigation = Self.makeNavigation(architecture: architecture, service: service)
                return try await InteractiveSession(
                    terminal: terminal, root: navigation, isFinished: { navigation.isEmpty },
                    service: service, store: service, title: windowTitle
                ).run()
            case .beside:
                guard terminal.size.width >= TraceSplitView.minimumWidth else {
                    console.printError(
                        "\(architecture.name): the trace panel needs a terminal at least "
                            + "\(TraceSplitView.minimumWidth) columns wide; this one has \(terminal.size.width). "
                            + "Widen it, or pass --trace FILE and follow the file with tail -f FILE in another "
                            + "terminal.")
                    return ExitCode.usage
                }
                let app = TracedApp(architecture: architecture, service: service)
                let panel = TracePanel(title: traceHeader)
                app.recorder.onEntry(panel.show)
                return try await InteractiveSession(
                    terminal: terminal, root: TraceSplitView(app: app.root, panel: panel),
                    isFinished: { app.navigation.isEmpty }, service: app.service, store: service,
                    title: windowTitle
                ).run()
            case .file(let path):
                guard let file = openTraceFile(path) else { return ExitCode.failure }
                let app = TracedApp(architecture: architecture, service: service)
                app.recorder.onEntry(file.write)
                let code = try await InteractiveSession(
                    terminal: terminal, root: app.root, isFinished: { app.navigation.isEmpty },
                    service: app.service, store: service, title: windowTitle
                ).run()
                app.recorder.completeWaitingEntries()
                file.close()
                if let failure = file.failure {
                    console.printError("\(architecture.name): \(failure)")
                    return code == ExitCode.success ? ExitCode.failure : code
                }
                return code
            }
        } catch {
            console.printError("\(architecture.name): cannot use the terminal: \(error)")
            return ExitCode.failure
        }
    }

    /// The first line of a trace: what it shows, and what a release build leaves out.
    private var traceHeader: String {
        "trace of \(architecture.name): the calls each key press caused"
            + (TraceBuild.note.map { " (\($0))" } ?? "")
    }

    private func openTraceFile(_ path: String) -> TraceFile? {
        do {
            return try TraceFile(path: path, header: "# " + traceHeader)
        } catch {
            console.printError("\(architecture.name): \(error)")
            return nil
        }
    }

    private func openService(
        _ database: CommandLineOptions.Database, worker: StoreWorker, clock: any ServiceClock,
        conditions: ServiceConditions
    ) -> StoreTaskListService? {
        do {
            return StoreTaskListService(
                store: try openStore(database), worker: worker, clock: clock, conditions: conditions)
        } catch {
            console.printError("\(architecture.name): \(Strings.message(for: error))")
            return nil
        }
    }

    private func openStore(_ database: CommandLineOptions.Database) throws(StoreError) -> any TaskStore {
        switch database {
        case .inMemory:
            return InMemoryTaskStore()
        case .file(let path):
            return try SQLiteTaskStore(path: path)
        case .standard:
            guard let path = DatabaseLocation.defaultPath(environment: environment) else {
                throw .cannotOpen(
                    path: "the default database", reason: "neither XDG_DATA_HOME nor HOME is set")
            }
            do {
                try DatabaseLocation.createFolder(for: path)
            } catch {
                throw .cannotOpen(path: path, reason: error.localizedDescription)
            }
            return try SQLiteTaskStore(path: path)
        }
    }
}
