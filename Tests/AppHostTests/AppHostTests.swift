import Foundation
import MVC
import TestSupport
import Testing

@testable import AppHost

@Suite("App host")
struct AppHostTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, ConsoleRecorder) {
        let capture = ConsoleRecorder()
        let host = AppHost(
            architecture: MVCArchitecture(), environment: environment, console: capture.console)
        return (host.run(arguments: arguments), capture)
    }

    private func temporaryFile(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("B47 --version prints the name and version")
    func version() {
        let (code, output) = run(["--version"])
        #expect(code == 0)
        #expect(output.output == "mvc \(AppHost.version)\n")
    }

    @Test("B47 --help prints the usage with every option")
    func help() {
        let (code, output) = run(["--help"])
        #expect(code == 0)
        for option in ["--db PATH", "--in-memory", "--replay FILE", "--size WxH", "--version", "--help"] {
            #expect(output.output.contains(option))
        }
    }

    @Test("B47 an unknown option prints the reason and the usage to standard error and exits 2")
    func unknownOption() {
        let (code, output) = run(["--colour"])
        #expect(code == 2)
        #expect(output.error.hasPrefix("mvc: unknown argument '--colour'"))
        #expect(output.error.contains("USAGE: mvc"))
        #expect(output.output.isEmpty)
    }

    @Test("B43 --replay prints each requested screen and the final one, each followed by ---")
    func replay() throws {
        let script = try temporaryFile("screen\npress a\ntype Groceries\npress enter\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let (code, output) = run(["--in-memory", "--replay", script, "--size", "40x8"])
        #expect(code == 0)
        let screens = output.output.components(separatedBy: "---\n")
        #expect(screens.count == 3)
        #expect(screens[0].contains("No lists yet."))
        #expect(screens[1].contains("> ✎ Groceries"))
        #expect(screens[2].isEmpty)
        #expect(screens[1].split(separator: "\n", omittingEmptySubsequences: false).count == 9)
    }

    @Test("B43 a key script with a mistake names the file and line and exits 1")
    func badScript() throws {
        let script = try temporaryFile("press a\npress nokey\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let (code, output) = run(["--in-memory", "--replay", script])
        #expect(code == 1)
        #expect(output.error.contains("\(script): line 2"))
    }

    @Test("a missing replay file is reported and exits 1")
    func missingScript() {
        let (code, output) = run(["--in-memory", "--replay", "/nonexistent/script.keys"])
        #expect(code == 1)
        #expect(output.error.contains("cannot read /nonexistent/script.keys"))
    }

    @Test("B37 a file that is not our database is left untouched and the program exits 1")
    func foreignFile() throws {
        let text = "Dear diary,\nnot a database.\n"
        let path = try temporaryFile(text)
        let script = try temporaryFile("screen\n")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: script)
        }
        let (code, output) = run(["--db", path, "--replay", script])
        #expect(code == 1)
        #expect(output.error.contains("is not a task database"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("B35 lists persist in the default database between runs")
    func persistsInDefaultDatabase() throws {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dataHome) }
        let add = try temporaryFile("press a\ntype Groceries\npress enter\n")
        let look = try temporaryFile("")
        let environment = ["XDG_DATA_HOME": dataHome]
        #expect(run(["--replay", add], environment: environment).0 == 0)
        let (code, output) = run(["--replay", look], environment: environment)
        #expect(code == 0)
        #expect(output.output.contains("> ✎ Groceries"))
        #expect(FileManager.default.fileExists(atPath: dataHome + "/swift-architectures/tasks.sqlite3"))
    }
}
