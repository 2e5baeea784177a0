import AppHost
import Foundation
import TaskListDomain
import TaskListUI
import TerminalKit
import TestSupport

/// Runs a scenario on one architecture, headless on an in-memory store, and records the screen
/// after every line.
final class ScenarioRunner {
    /// What a scenario line cannot be run for.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let architecture: any Architecture
    private let store = TwoProcessStore()
    private let service: StoreTaskListService
    private var app: AppDriver
    private let workFolder: URL

    init(architecture: any Architecture, size: Size) {
        self.architecture = architecture
        service = Fixtures.makeService(store: store)
        app = AppDriver(architecture, service: service, size: size)
        workFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: workFolder)
    }

    /// Runs every line of `scenario` and returns the transcript.
    func run(_ scenario: Scenario) throws -> Transcript {
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        var steps: [Transcript.Step] = []
        for line in scenario.lines {
            let output = try perform(line.text)
            steps.append(
                Transcript.Step(
                    label: "line \(line.number): \(line.text)",
                    screen: output ?? app.screen,
                    isSnapshot: output != nil || line.text.trimmingCharacters(in: .whitespaces) == "screen"
                )
            )
        }
        return Transcript(steps: steps, finalScreen: app.screen, contents: try Fixtures.contents(of: service))
    }

    /// Performs one line; returns the text it printed, for directives that print.
    private func perform(_ line: String) throws -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#!") else {
            for action in try KeyScript(parsing: line).actions {
                app.perform(action)
            }
            return nil
        }
        let words = trimmed.dropFirst(2).split(separator: " ").map(String.init)
        guard let directive = words.first else { throw Failure(description: "empty directive") }
        let arguments = Array(words.dropFirst())
        switch directive {
        case "restart":
            app = AppDriver(architecture, service: service, size: app.terminal.size)
        case "other-process" where arguments == ["lock"]:
            store.isLockedByOtherProcess = true
        case "other-process" where arguments == ["unlock"]:
            store.isLockedByOtherProcess = false
        case "other-process":
            let action = try OtherProcessAction(arguments)
            try store.asOtherProcess { service, store in try action.perform(on: service, store: store) }
            service.checkForExternalChanges()
        case "bytes":
            var decoder = KeyDecoder()
            let bytes = arguments.compactMap { UInt8($0, radix: 16) }
            for key in decoder.decode(bytes) + decoder.flush() where !app.navigation.isEmpty {
                app.press(key)
            }
        case "write":
            let text = arguments.dropFirst().joined(separator: " ").replacingOccurrences(
                of: "\\n", with: "\n")
            try Data(text.utf8).write(to: file(arguments.first))
        case "mode":
            let attributes = try FileManager.default.attributesOfItem(atPath: file(arguments.first).path)
            return "mode " + String((attributes[.posixPermissions] as? Int) ?? 0, radix: 8)
        case "run":
            return try runHost(arguments)
        case "exec":
            return try runExecutable(arguments)
        case "terminal":
            return try runInTerminal(endingWith: arguments.first ?? "")
        default:
            throw Failure(description: "unknown directive '\(directive)'")
        }
        return nil
    }

    private func file(_ name: String?) throws -> URL {
        guard let name, !name.hasPrefix("/"), !name.contains("..") else {
            throw Failure(description: "directive needs a file name inside the scenario's folder")
        }
        return workFolder.appendingPathComponent(name)
    }

    /// Runs the architecture's host in this process. Only runs that need no terminal are allowed,
    /// so a developer's `swift test` in a terminal never starts the interactive app.
    private func runHost(_ arguments: [String]) throws -> String {
        let arguments = arguments.map { $0.replacingOccurrences(of: "{dir}", with: workFolder.path) }
        guard arguments.contains(where: { ["--replay", "--help", "--version"].contains($0) }) else {
            throw Failure(description: "#! run needs --replay, --help or --version")
        }
        let output = ConsoleRecorder()
        let host = AppHost(
            architecture: architecture,
            environment: ["XDG_DATA_HOME": workFolder.path],
            console: output.console
        )
        let code = host.run(arguments: arguments)
        return normalized("exit \(code)\n\(output.output)\(output.error)")
    }

    /// Runs the built program with standard input from a pipe, as a script or CI would.
    private func runExecutable(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments.map { $0.replacingOccurrences(of: "{dir}", with: workFolder.path) }
        process.environment = ["XDG_DATA_HOME": workFolder.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardInput = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return normalized("exit \(process.terminationStatus)\n\(text)")
    }

    /// Runs the built program on a pseudo-terminal, waits for its first frame, ends it with `ending`
    /// (`q`, `ctrl-c`, `SIGTERM` or `SIGHUP`) and reports whether the terminal was restored.
    private func runInTerminal(endingWith ending: String) throws -> String {
        Self.terminalRuns.lock()
        defer { Self.terminalRuns.unlock() }
        guard let terminal = PseudoTerminal() else { throw Failure(description: "no pseudo-terminal") }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--in-memory"]
        process.standardInput = terminal.deviceHandle
        process.standardOutput = terminal.deviceHandle
        process.standardError = terminal.deviceHandle
        try process.run()
        var output = terminal.readOutput(until: "? help", timeout: .seconds(10))
        guard output.contains("? help") else {
            process.terminate()
            throw Failure(description: "no first frame from \(architecture.name) in a terminal")
        }
        switch ending {
        case "q": terminal.type(Array("q".utf8))
        case "ctrl-c": terminal.type([0x03])
        case "SIGTERM": process.terminate()
        case "SIGHUP": kill(process.processIdentifier, SIGHUP)
        default: throw Failure(description: "unknown ending '\(ending)'")
        }
        output += terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
        let exited = Self.waitForExit(of: process, timeout: .seconds(10))
        let lastRun = output.components(separatedBy: "\u{1B}[?1049h").last ?? ""
        return [
            exited ? "exit \(process.terminationStatus)" : "still running 10 s after \(ending); killed",
            "main screen back: \(lastRun.contains("\u{1B}[?1049l"))",
            "cursor shown: \(lastRun.contains("\u{1B}[?25h"))",
            "echo: \(terminal.localModes & tcflag_t(ECHO) != 0)",
            "canonical input: \(terminal.localModes & tcflag_t(ICANON) != 0)",
        ].joined(separator: "\n")
    }

    /// One pseudo-terminal run at a time: concurrent runs in one test process were seen to lose keys.
    private static let terminalRuns = NSLock()

    /// Waits for `process` to end; kills it and returns false when it outlives `timeout`.
    private static func waitForExit(of process: Process, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            usleep(10_000)
        }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    private var executable: URL {
        BuiltProduct.url(named: architecture.name)
    }

    /// Output with what differs between architectures and runs (the program name, the folder) replaced.
    private func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: workFolder.path, with: "{dir}")
            .replacingOccurrences(of: architecture.name.uppercased(), with: "{APP}")
            .replacingOccurrences(of: architecture.name, with: "{app}")
    }
}
