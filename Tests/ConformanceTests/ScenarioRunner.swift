import AppHost
import Foundation
import TaskListDomain
import TaskListUI
import TerminalKit
import TestSupport

/// Runs a scenario on one architecture, headless on an in-memory store with a virtual clock, and records
/// the screen after every line.
@MainActor
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

    init(architecture: any Architecture, size: Size) async {
        self.architecture = architecture
        service = Fixtures.makeService(store: store)
        app = await AppDriver(architecture, service: service, size: size)
        workFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: workFolder)
    }

    /// Runs every line of `scenario` and returns the transcript.
    func run(_ scenario: Scenario) async throws -> Transcript {
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        var steps: [Transcript.Step] = []
        for line in scenario.lines {
            let output = try await perform(line.text)
            steps.append(
                Transcript.Step(
                    label: "line \(line.number): \(line.text)",
                    screen: output ?? app.screen,
                    isSnapshot: output != nil || line.text.trimmingCharacters(in: .whitespaces) == "screen"
                )
            )
        }
        return Transcript(steps: steps, finalScreen: app.screen, contents: try Fixtures.contents(of: store))
    }

    /// Performs one line; returns the text it printed, for directives that print.
    private func perform(_ line: String) async throws -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#!") else {
            for action in try KeyScript(parsing: line).actions {
                await app.perform(action)
            }
            return nil
        }
        let words = trimmed.dropFirst(2).split(separator: " ").map(String.init)
        guard let directive = words.first else { throw Failure(description: "empty directive") }
        let arguments = Array(words.dropFirst())
        switch directive {
        case "restart":
            app = await AppDriver(architecture, service: service, size: app.terminal.size)
        case "latency":
            guard let latency = arguments.first.flatMap({ KeyScript.duration(from: Substring($0)) }) else {
                throw Failure(description: "#! latency needs a duration, such as 500ms")
            }
            service.conditions.latency = latency
        case "fail-writes":
            service.conditions.failsWrites = try isOn(arguments)
        case "fail-reads":
            service.conditions.failsReads = try isOn(arguments)
        case "other-process" where arguments == ["lock"]:
            store.isLockedByOtherProcess = true
        case "other-process" where arguments == ["unlock"]:
            store.isLockedByOtherProcess = false
        case "other-process":
            let action = try OtherProcessAction(arguments)
            try store.asOtherProcess { service, store in try action.perform(on: service, store: store) }
            await service.checkForExternalChanges()
            await app.settle()
        case "bytes":
            var decoder = KeyDecoder()
            let bytes = arguments.compactMap { UInt8($0, radix: 16) }
            for key in decoder.decode(bytes) + decoder.flush() where !app.navigation.isEmpty {
                await app.press(key)
            }
        case "write":
            let text = arguments.dropFirst().joined(separator: " ").replacingOccurrences(
                of: "\\n", with: "\n")
            try Data(text.utf8).write(to: file(arguments.first))
        case "mode":
            let attributes = try FileManager.default.attributesOfItem(atPath: file(arguments.first).path)
            return "mode " + String((attributes[.posixPermissions] as? Int) ?? 0, radix: 8)
        case "run":
            return try await runHost(arguments)
        case "exec":
            return try runExecutable(arguments)
        case "terminal":
            return try runInTerminal(arguments)
        case "title":
            return try runForTitle()
        case "trace-terminal":
            return try runWithTracePanel(columns: UInt16(arguments.first ?? "") ?? 0)
        case "fifo":
            guard mkfifo(try file(arguments.first).path, 0o600) == 0 else {
                throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
            }
        default:
            throw Failure(description: "unknown directive '\(directive)'")
        }
        return nil
    }

    /// `on` or `off`, the argument of a switch such as `#! fail-writes on`.
    private func isOn(_ arguments: [String]) throws -> Bool {
        switch arguments {
        case ["on"]: return true
        case ["off"]: return false
        default: throw Failure(description: "expected on or off")
        }
    }

    private func file(_ name: String?) throws -> URL {
        guard let name, !name.hasPrefix("/"), !name.contains("..") else {
            throw Failure(description: "directive needs a file name inside the scenario's folder")
        }
        return workFolder.appendingPathComponent(name)
    }

    /// Runs the architecture's host in this process. Only runs that need no terminal are allowed,
    /// so a developer's `swift test` in a terminal never starts the interactive app.
    private func runHost(_ arguments: [String]) async throws -> String {
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
        let code = await host.run(arguments: arguments)
        guard let traceIndex = arguments.firstIndex(of: "--trace") else {
            return normalized("exit \(code)\n\(output.output)\(output.error)")
        }
        let height =
            arguments.firstIndex(of: "--size").map { Int(arguments[$0 + 1].split(separator: "x")[1])! } ?? 24
        var text =
            "exit \(code)\n" + TraceConformance.neutral(output.output, screenHeight: height) + output.error
        if traceIndex + 1 < arguments.count, !arguments[traceIndex + 1].hasPrefix("-") {
            let file = try String(contentsOfFile: arguments[traceIndex + 1], encoding: .utf8)
            text += "trace file:\n" + TraceConformance.neutral(file, screenHeight: 0)
        }
        return normalized(text)
    }

    /// Runs the built program with standard input from a pipe, as a script or CI would; `< NAME` at the
    /// end sends that file of the scenario's folder through the pipe.
    private func runExecutable(_ arguments: [String]) throws -> String {
        var arguments = arguments
        var input = Data()
        if arguments.count >= 2, arguments[arguments.count - 2] == "<" {
            input = try Data(contentsOf: file(arguments.removeLast()))
            arguments.removeLast()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments.map { $0.replacingOccurrences(of: "{dir}", with: workFolder.path) }
        process.environment = ["XDG_DATA_HOME": workFolder.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = output
        try process.run()
        inputPipe.fileHandleForWriting.write(input)
        try inputPipe.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return normalized("exit \(process.terminationStatus)\n\(text)")
    }

    /// Runs the built program on a pseudo-terminal (`#! terminal ENDING [default-db] [keys HEX...]`):
    /// on an in-memory store, or the default database with `default-db`; waits for its first frame, types
    /// the key bytes and waits 0.3 s, ends it with `ENDING` and reports whether the terminal was restored. Endings: `q`,
    /// `ctrl-c`, a signal (`SIGTERM`, `SIGHUP`, `SIGINT`, `SIGQUIT`), or a stop and a continue before `q`:
    /// `ctrl-z` (the suspend key), `SIGTSTP` (from outside) or `SIGSTOP` (which cannot be caught).
    private func runInTerminal(_ arguments: [String]) throws -> String {
        TerminalProcess.exclusiveUse.lock()
        defer { TerminalProcess.exclusiveUse.unlock() }
        guard let ending = arguments.first else { throw Failure(description: "#! terminal needs an ending") }
        guard let terminal = PseudoTerminal() else { throw Failure(description: "no pseudo-terminal") }
        let settingsBefore = terminal.settings
        let attributesBefore = terminal.attributes
        let process = try TerminalProcess(
            executable: executable,
            arguments: arguments.contains("default-db") ? [] : ["--in-memory"],
            environment: ["XDG_DATA_HOME": workFolder.path, "PATH": "/usr/bin:/bin"],
            terminal: terminal
        )
        var output = terminal.readOutput(until: "? help", timeout: .seconds(10))
        guard output.contains("? help") else {
            _ = process.waitForExit(timeout: .zero)
            throw Failure(description: "no first frame from \(architecture.name) in a terminal")
        }
        if let keys = arguments.firstIndex(of: "keys") {
            terminal.type(arguments[(keys + 1)...].compactMap { UInt8($0, radix: 16) })
            output += terminal.readOutput(until: "\u{1B}[?1049l", timeout: .milliseconds(300))
        }
        var report: [String] = []
        switch ending {
        case "q": terminal.type(Array("q".utf8))
        case "ctrl-c": terminal.type([0x03])
        case "SIGTERM": process.send(SIGTERM)
        case "SIGHUP": process.send(SIGHUP)
        case "SIGINT": process.send(SIGINT)
        case "SIGQUIT": process.send(SIGQUIT)
        case "ctrl-z", "SIGTSTP", "SIGSTOP":
            report = stopAndContinue(
                process, on: terminal, with: ending, settingsBefore: settingsBefore,
                shellSettings: attributesBefore)
            terminal.type(Array("q".utf8))
        default: throw Failure(description: "unknown ending '\(ending)'")
        }
        output += terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
        let code = process.waitForExit(timeout: .seconds(10))
        let lastRun = output.components(separatedBy: "\u{1B}[?1049h").last ?? ""
        return
            (report + [
                code.map { "exit \($0)" } ?? "still running 10 s after \(ending); killed",
                "main screen back: \(lastRun.contains("\u{1B}[?1049l"))",
                "cursor shown: \(lastRun.contains("\u{1B}[?25h"))",
                "echo: \(terminal.localModes & tcflag_t(ECHO) != 0)",
                "canonical input: \(terminal.localModes & tcflag_t(ICANON) != 0)",
                "settings as before: \(terminal.settings == settingsBefore)",
            ]).joined(separator: "\n")
    }

    /// Runs the built program on a pseudo-terminal until its first frame, quits with `q`, and reports the
    /// window title it set and whether it put the previous one back.
    private func runForTitle() throws -> String {
        TerminalProcess.exclusiveUse.lock()
        defer { TerminalProcess.exclusiveUse.unlock() }
        let (process, terminal) = try launchInTerminal(["--in-memory"])
        var output = terminal.readOutput(until: "? help", timeout: .seconds(10))
        terminal.type(Array("q".utf8))
        output += terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
        let code = process.waitForExit(timeout: .seconds(10))
        let title = output.components(separatedBy: "\u{1B}]2;").dropFirst().first?.prefix { $0 != "\u{07}" }
        return normalized(
            [
                code.map { "exit \($0)" } ?? "still running 10 s after q; killed",
                "window title: \(title.map(String.init) ?? "none")",
                "previous title saved first: \(output.contains("\u{1B}[22;2t\u{1B}]2;"))",
                "previous title put back: \(output.contains("\u{1B}[23;2t"))",
            ].joined(separator: "\n"))
    }

    /// Runs the built program with `--trace` on a pseudo-terminal `columns` wide: from 120 columns it
    /// presses `a`, reports what the panel showed and quits; narrower, it reports what the program said.
    private func runWithTracePanel(columns: UInt16) throws -> String {
        TerminalProcess.exclusiveUse.lock()
        defer { TerminalProcess.exclusiveUse.unlock() }
        let (process, terminal) = try launchInTerminal(["--in-memory", "--trace"], columns: columns)
        guard columns >= 120 else {
            let output = terminal.readOutput(until: "tail -f", timeout: .seconds(10))
            let code = process.waitForExit(timeout: .seconds(10))
            let message = output.replacingOccurrences(of: "\r\n", with: "\n")
            return normalized("\(code.map { "exit \($0)" } ?? "still running; killed")\n\(message)")
        }
        var output = terminal.readOutput(until: "? help", timeout: .seconds(10))
        terminal.type(Array("a".utf8))
        output += terminal.readOutput(until: "New List", timeout: .seconds(10))
        terminal.type([0x1B])
        terminal.type(Array("q".utf8))
        output += terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
        let code = process.waitForExit(timeout: .seconds(10))
        return normalized(
            [
                code.map { "exit \($0)" } ?? "still running 10 s after q; killed",
                "panel title shown: \(output.contains("trace of \(architecture.name): the calls each key press caused"))",
                "start traced: \(output.contains("[start] \(architecture.name) builds its first screen"))",
                "key a traced: \(output.contains("] a → "))",
                "main screen back: \(output.hasSuffix("\u{1B}[?1049l"))",
            ].joined(separator: "\n"))
    }

    /// Starts the built program with `arguments` on a pseudo-terminal `columns` wide and 24 rows high.
    private func launchInTerminal(_ arguments: [String], columns: UInt16 = 80) throws -> (
        TerminalProcess, PseudoTerminal
    ) {
        guard let terminal = PseudoTerminal(size: (columns, 24)) else {
            throw Failure(description: "no pseudo-terminal")
        }
        let process = try TerminalProcess(
            executable: executable, arguments: arguments,
            environment: ["XDG_DATA_HOME": workFolder.path, "PATH": "/usr/bin:/bin"], terminal: terminal)
        return (process, terminal)
    }

    /// Stops the program with ctrl-z or a signal, checks the terminal while it is stopped, puts the shell's
    /// settings back as a shell does, continues the program as `fg` does, and checks that it took the
    /// terminal over again and drew its screen whole.
    private func stopAndContinue(
        _ process: TerminalProcess, on terminal: PseudoTerminal, with stop: String, settingsBefore: String,
        shellSettings: termios
    ) -> [String] {
        switch stop {
        case "ctrl-z": terminal.type([0x1A])
        case "SIGTSTP": process.send(SIGTSTP)
        default: process.send(SIGSTOP)
        }
        let stopped = process.waitForStop(timeout: .seconds(10))
        let whileStopped = terminal.readOutput()
        let restoredWhileStopped = terminal.settings == settingsBefore
        terminal.attributes = shellSettings
        process.send(SIGCONT)
        let resumed = terminal.readOutput(until: "? help", timeout: .seconds(10))
        return [
            "stopped: \(stopped)",
            "while stopped, main screen back: \(whileStopped.contains("\u{1B}[?1049l"))",
            "while stopped, settings as before: \(restoredWhileStopped)",
            "after fg, alternate screen again: \(resumed.contains("\u{1B}[?1049h"))",
            "after fg, raw mode again: \(terminal.localModes & tcflag_t(ECHO | ICANON) == 0)",
            "after fg, screen drawn whole: \(resumed.contains("My Lists") && resumed.contains("? help"))",
        ]
    }

    private var executable: URL {
        BuiltProduct.url(named: architecture.name)
    }

    /// Output with what differs between architectures and runs (the program name, the folder) replaced.
    private func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: workFolder.path, with: "{dir}")
            .replacingOccurrences(of: architecture.patternName, with: "{APP}")
            .replacingOccurrences(of: architecture.name, with: "{app}")
    }
}
