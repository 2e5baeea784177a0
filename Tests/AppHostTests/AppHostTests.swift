import Foundation
import MVC
import TaskListSQLite
import TestSupport
import Testing

@testable import AppHost

@Suite("App host")
@MainActor
struct AppHostTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) async -> (
        Int32, ConsoleRecorder
    ) {
        let capture = ConsoleRecorder()
        let host = AppHost(
            architecture: MVCArchitecture(), environment: environment, console: capture.console)
        return (await host.run(arguments: arguments), capture)
    }

    private func temporaryFile(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("B47 --version prints the name and version")
    func version() async {
        let (code, output) = await run(["--version"])
        #expect(code == 0)
        #expect(output.output == "mvc \(AppHost.version)\n")
    }

    @Test("B47 --help prints the usage with every option")
    func help() async {
        let (code, output) = await run(["--help"])
        #expect(code == 0)
        for option in ["--db PATH", "--in-memory", "--replay FILE", "--size WxH", "--version", "--help"] {
            #expect(output.output.contains(option))
        }
    }

    @Test("B47 an unknown option prints the reason and the usage to standard error and exits 2")
    func unknownOption() async {
        let (code, output) = await run(["--colour"])
        #expect(code == 2)
        #expect(output.error.hasPrefix("mvc: unknown argument '--colour'"))
        #expect(output.error.contains("USAGE: mvc"))
        #expect(output.output.isEmpty)
    }

    @Test("B43 --replay prints each requested screen and the final one, each followed by ---")
    func replay() async throws {
        let script = try temporaryFile("screen\npress a\ntype Groceries\npress enter\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let (code, output) = await run(["--in-memory", "--replay", script, "--size", "40x8"])
        #expect(code == 0)
        let screens = output.output.components(separatedBy: "---\n")
        #expect(screens.count == 3)
        #expect(screens[0].contains("No lists yet."))
        #expect(screens[1].contains("> ✎ Groceries"))
        #expect(screens[2].isEmpty)
        #expect(screens[1].split(separator: "\n", omittingEmptySubsequences: false).count == 9)
    }

    @Test("B43 a key script with a mistake names the file and line and exits 1")
    func badScript() async throws {
        let script = try temporaryFile("press a\npress nokey\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let (code, output) = await run(["--in-memory", "--replay", script])
        #expect(code == 1)
        #expect(output.error.contains("\(script): line 2"))
    }

    @Test("a missing replay file is reported and exits 1")
    func missingScript() async {
        let (code, output) = await run(["--in-memory", "--replay", "/nonexistent/script.keys"])
        #expect(code == 1)
        #expect(output.error.contains("cannot read /nonexistent/script.keys"))
    }

    @Test("B37 a file that is not our database is left untouched and the program exits 1")
    func foreignFile() async throws {
        let text = "Dear diary,\nnot a database.\n"
        let path = try temporaryFile(text)
        let script = try temporaryFile("screen\n")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: script)
        }
        let (code, output) = await run(["--db", path, "--replay", script])
        #expect(code == 1)
        #expect(output.error.contains("is not a task database"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("B51 --replay without --db runs on a throwaway store and leaves the default database alone")
    func replayWithoutDatabaseIsThrowaway() async throws {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dataHome) }
        let add = try temporaryFile("press a\ntype Groceries\npress enter\n")
        let look = try temporaryFile("")
        defer {
            try? FileManager.default.removeItem(atPath: add)
            try? FileManager.default.removeItem(atPath: look)
        }
        let environment = ["XDG_DATA_HOME": dataHome]
        #expect(await run(["--replay", add], environment: environment).0 == 0)
        let (code, output) = await run(["--replay", look], environment: environment)
        #expect(code == 0)
        #expect(output.output.contains("No lists yet."))
        #expect(!FileManager.default.fileExists(atPath: dataHome))
    }

    @Test("B51 --replay with --db PATH works on that file, which keeps what the script did")
    func replayWithDatabaseUsesIt() async throws {
        let database = try temporaryFile("")
        let add = try temporaryFile("press a\ntype Groceries\npress enter\n")
        let look = try temporaryFile("")
        defer {
            for path in [database, database + "-wal", database + "-shm", add, look] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        #expect(await run(["--db", database, "--replay", add]).0 == 0)
        let (code, output) = await run(["--db", database, "--replay", look])
        #expect(code == 0)
        #expect(output.output.contains("> ✎ Groceries"))
    }

    @Test("B56 a title typed starting with a combining mark is stored with it, and drawn on ◌")
    func leadingCombiningMark() async throws {
        let database = try temporaryFile("")
        let script = try temporaryFile("press a\ntype \u{301}abc\nscreen\npress enter\n")
        defer {
            for path in [database, database + "-wal", database + "-shm", script] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let (code, output) = await run(["--db", database, "--replay", script, "--size", "40x8"])
        #expect(code == 0)
        let screens = output.output.components(separatedBy: "---\n")
        #expect(screens[0].contains("Title: \u{25CC}\u{301}abc\n"))
        #expect(screens[1].contains("> ✎ \u{25CC}\u{301}abc "))
        #expect(try SQLiteTaskStore(path: database).fetchSummaries().map(\.list.title) == ["\u{301}abc"])
    }

    @Test("B51 --replay reads a script from a pipe, as <(...) and /dev/stdin give it")
    func replayReadsPipes() async throws {
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data("press a\ntype Piped\nscreen\n".utf8))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let (code, output) = await run(["--replay", "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"])
        #expect(code == 0, "\(output.error)")
        #expect(output.output.contains("Piped"))
    }

    @Test(
        "B50 a --db that is a directory, a pipe or a device is refused with a clear message and exit 1",
        .timeLimit(.minutes(1))
    )
    func nonRegularDatabasePaths() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let look = folder + "/look.keys"
        try "screen\n".write(toFile: look, atomically: true, encoding: .utf8)
        let cases = [
            (folder, "mvc: \(folder) is a directory, not a database file.\n"),
            (fifo, "mvc: \(fifo) is not a regular file; it was left untouched.\n"),
            ("/dev/null", "mvc: /dev/null is not a regular file; it was left untouched.\n"),
        ]
        for (path, message) in cases {
            let (code, output) = await run(["--db", path, "--replay", look])
            #expect(code == 1)
            #expect(output.error == message)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["fifo", "look.keys"])
    }
}
