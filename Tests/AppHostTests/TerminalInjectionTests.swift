import Foundation
import MVC
import TaskListDomain
import TaskListSQLite
import TestSupport
import Testing

@testable import AppHost

/// B32 for what the front ends print besides their screens: every key-script line, file name, database
/// path, argument and stored title they echo reaches the terminal with its control characters made
/// visible.
@Suite("Terminal injection")
@MainActor
struct TerminalInjectionTests {
    /// What one run printed, both streams.
    private struct Printed {
        var code: Int32
        var text: String
    }

    private static let notInNames: Set<Unicode.Scalar> = ["/", "\u{0}"]

    private func run(_ arguments: [String]) async -> Printed {
        let capture = ConsoleRecorder()
        let host = AppHost(architecture: MVCArchitecture(), environment: [:], console: capture.console)
        let code = await host.run(arguments: arguments)
        return Printed(code: code, text: capture.output + capture.error)
    }

    private func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    @Test("B32 the attacks as written: an escape in a key-script line, a script's name, a path, an argument")
    func attacksAsWritten() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/x\u{1B}]0;pwned\u{7}.keys"
        try "press \u{1B}[31m\n".write(toFile: script, atomically: true, encoding: .utf8)
        let badKey = await run(["--in-memory", "--replay", script])
        #expect(badKey.code == 1)
        #expect(badKey.text == "mvc: \(folder)/x␛]0;pwned␇.keys: line 1: unknown key '␛[31m'\n")
        let missing = await run(["--in-memory", "--replay", folder + "/\u{1B}[2J"])
        #expect(missing.text == "mvc: cannot read \(folder)/␛[2J: No such file or directory\n")
        let database = await run(["--db", folder + "/\u{1B}[2J/tasks", "--replay", script])
        #expect(HostileText.rawControls(in: database.text) == [])
        let argument = await run(["--bad\u{1B}[2J\u{9B}1m"])
        #expect(argument.code == 2)
        #expect(argument.text.hasPrefix("mvc: unknown argument '--bad␛[2J�1m'\n"))
    }

    @Test("B32 random control bytes in scripts, names, paths, arguments and stored titles never print raw")
    func randomAttacks() async throws {
        let fuzzing = Fuzzing(defaultIterations: 15)
        var generator = fuzzing.makeGenerator()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for iteration in 0..<fuzzing.iterations {
            let run = folder + "/\(iteration)"
            try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: false)
            let database = run + "/tasks.sqlite3"
            do {
                let store = try SQLiteTaskStore(path: database)
                let list = try store.insertList(
                    title: HostileText.random(using: &generator), icon: .checklist, createdAt: Date())
                _ = try store.insertTask(
                    listID: list.id, title: HostileText.random(using: &generator), createdAt: Date())
            }
            let line = HostileText.random(using: &generator)
            let action = ["press ", "type ", "resize ", ""].randomElement(using: &generator)! + line
            let script = run + "/" + HostileText.random(using: &generator, excluding: Self.notInNames)
            try "screen\npress enter\nscreen\npress d\nscreen\n\(action)\n".write(
                toFile: script, atomically: true, encoding: .utf8)
            let runs = [
                ["--db", database, "--replay", script, "--size", "40x10"],
                ["--db", database, "--replay", script, "--trace"],
                ["--in-memory", "--replay", script + "/" + line],
                ["--db", run + "/" + HostileText.random(using: &generator) + "/tasks", "--replay", script],
                ["--" + line],
            ]
            for arguments in runs {
                let printed = await self.run(arguments)
                let raw = HostileText.rawControls(in: printed.text)
                guard raw.isEmpty else {
                    Issue.record(
                        "iteration \(iteration), \(fuzzing): \(arguments.debugDescription) printed \(raw) raw"
                    )
                    return
                }
            }
        }
    }
}
