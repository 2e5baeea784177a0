import Foundation
import MVC
import TestSupport
import Testing

@testable import AppHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--trace` and the window title, through the host in this process and through the built `mvc` on a
/// pseudo-terminal.
@Suite("Trace option", .serialized)
@MainActor
struct TraceOptionTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
    }

    private func runHost(_ arguments: [String]) async -> (Int32, ConsoleRecorder) {
        let capture = ConsoleRecorder()
        let host = AppHost(architecture: MVCArchitecture(), environment: [:], console: capture.console)
        return (await host.run(arguments: arguments), capture)
    }

    /// Starts the built `mvc` with `arguments` on a pseudo-terminal of `columns` x 30.
    private func launch(_ arguments: [String], columns: UInt16) throws -> (Process, PseudoTerminal) {
        let terminal = try #require(PseudoTerminal(size: (columns, 30)))
        let process = Process()
        process.executableURL = BuiltProduct.url(named: "mvc")
        process.arguments = arguments
        process.standardInput = terminal.deviceHandle
        process.standardOutput = terminal.deviceHandle
        process.standardError = terminal.deviceHandle
        try process.run()
        return (process, terminal)
    }

    @Test("--trace takes an optional file")
    func parsing() throws {
        #expect(try CommandLineOptions(parsing: ["--trace"]).trace == .beside)
        #expect(try CommandLineOptions(parsing: ["--trace", "--in-memory"]).trace == .beside)
        #expect(try CommandLineOptions(parsing: ["--trace", "t.txt", "--in-memory"]).trace == .file("t.txt"))
        #expect(try CommandLineOptions(parsing: []).trace == nil)
    }

    @Test("B47 --help lists --trace")
    func help() async {
        let (_, output) = await runHost(["--help"])
        #expect(output.output.contains("--trace [FILE]"))
    }

    @Test("B73 with --replay, --trace prints under each screen the calls that led to it")
    func replayUnderScreens() async throws {
        let script = temporaryPath()
        try "press a\ntype Groceries\nscreen\npress enter\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let (code, output) = await runHost(["--in-memory", "--replay", script, "--size", "40x8", "--trace"])
        #expect(code == 0)
        let blocks = output.output.components(separatedBy: "---\n")
        #expect(blocks.count == 3)
        let first = blocks[0].components(separatedBy: "\n")
        #expect(first[0] == " New List")
        #expect(first[8] == "[start] mvc builds its first screen")
        #expect(first.contains("[key] a → HomeView"))
        #expect(
            first.contains { $0.hasPrefix("  ") && $0.contains("  MVC/") },
            "architecture functions, each with its file under Architectures/")
        #expect(blocks[1].contains("[key] enter → ListEditorView"))
        #expect(
            blocks[1].contains(
                "[service] addList(title: \"Groceries\", icon: .checklist) → list 1 \"Groceries\""))
        #expect(blocks[2].isEmpty)
    }

    @Test("B72 with --replay, --trace FILE writes the trace there and prints the screens as usual")
    func replayToFile() async throws {
        let script = temporaryPath()
        let trace = temporaryPath()
        try "press a\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: script)
            try? FileManager.default.removeItem(atPath: trace)
        }
        let (code, output) = await runHost([
            "--in-memory", "--replay", script, "--size", "40x8", "--trace", trace,
        ])
        #expect(code == 0)
        #expect(!output.output.contains("[key]"))
        let written = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(
            written.hasPrefix(
                "# trace of mvc: the calls each key press caused\n\n[start] mvc builds its first screen\n"))
        #expect(written.contains("\n[key] a → HomeView\n"))
    }

    @Test(
        "B72 a trace file that cannot be created is reported, its folder is not made, and the program exits 1"
    )
    func unwritableFile() async throws {
        let script = temporaryPath()
        try "press a\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let missing = temporaryPath()
        let (code, output) = await runHost([
            "--in-memory", "--replay", script, "--trace", missing + "/trace.txt",
        ])
        #expect(code == 1)
        #expect(
            output.error
                == "mvc: cannot write the trace to '\(missing)/trace.txt': folder '\(missing)' does not exist "
                + "(it is not created)\n")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test(
        "B72 --trace FILE is written as the shell's > writes it: a 0600 file keeps its mode, a link is followed"
    )
    func writtenInPlace() async throws {
        let script = temporaryPath()
        let trace = temporaryPath()
        let link = temporaryPath()
        try "press a\n".write(toFile: script, atomically: true, encoding: .utf8)
        try "old\n".write(toFile: trace, atomically: true, encoding: .utf8)
        chmod(trace, 0o600)
        symlink(trace, link)
        defer {
            for path in [script, trace, link] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let (code, _) = await runHost(["--in-memory", "--replay", script, "--trace", link])
        #expect(code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == trace)
        let attributes = try FileManager.default.attributesOfItem(atPath: trace)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOfFile: trace, encoding: .utf8).hasPrefix("# trace of mvc"))
    }

    @Test("B72 a trace that cannot be written to the end (a full disk: /dev/full) is reported and exits 1")
    func fullDisk() async throws {
        let script = temporaryPath()
        try "press a\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let (code, output) = await runHost(["--in-memory", "--replay", script, "--trace", "/dev/full"])
        #expect(code == 1)
        #expect(output.output.hasSuffix("---\n"), "the screens are printed as usual")
        #expect(output.error == "mvc: writing the trace to '/dev/full' stopped: no space left on device\n")
    }

    @Test("B72 a FIFO that no program reads is reported at once, not waited on, and exits 1")
    func fifoWithoutReader() async throws {
        let script = temporaryPath()
        let fifo = temporaryPath()
        try "press a\n".write(toFile: script, atomically: true, encoding: .utf8)
        mkfifo(fifo, 0o600)
        defer {
            try? FileManager.default.removeItem(atPath: script)
            try? FileManager.default.removeItem(atPath: fifo)
        }
        let (code, output) = await runHost(["--in-memory", "--replay", script, "--trace", fifo])
        #expect(code == 1)
        #expect(output.error.contains("it is a FIFO (named pipe) that no program is reading"))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("B71 --trace in a terminal narrower than 120 columns says what to do and exits 2")
    func narrowTerminal() throws {
        let (process, terminal) = try launch(["--in-memory", "--trace"], columns: 100)
        let output = terminal.readOutput(until: "tail -f", timeout: .seconds(10))
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(
            output.contains("the trace panel needs a terminal at least 120 columns wide; this one has 100"))
    }

    @Test("B71 B70 --trace in a wide terminal shows the panel beside the app, in a window named after it")
    func panel() throws {
        let (process, terminal) = try launch(["--in-memory", "--trace"], columns: 160)
        var output = terminal.readOutput(until: "? help", timeout: .seconds(10))
        terminal.type(Array("a".utf8))
        output += terminal.readOutput(until: "a → HomeView", timeout: .seconds(10))
        terminal.type([0x1B])
        terminal.type(Array("q".utf8))
        output += terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("\u{1B}]2;mvc — the to-do app, written as MVC\u{07}"))
        #expect(output.contains("trace of mvc: the calls each key press caused"))
        #expect(output.contains("a → HomeView"), "only the cells that changed are written")
        #expect(output.contains("\u{1B}[23;2t"), "the window's title is put back")
    }

    @Test("B72 --trace FILE writes each key's trace as it happens, for tail -f")
    func liveFile() throws {
        let trace = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let (process, terminal) = try launch(["--in-memory", "--trace", trace], columns: 80)
        _ = terminal.readOutput(until: "? help", timeout: .seconds(10))
        terminal.type(Array("a".utf8))
        let deadline = ContinuousClock.now + .seconds(10)
        var written = ""
        while !written.contains("[key] a → HomeView"), ContinuousClock.now < deadline {
            usleep(20_000)
            written = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        }
        terminal.type([0x1B])
        terminal.type(Array("q".utf8))
        _ = terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
        process.waitUntilExit()
        #expect(written.contains("[key] a → HomeView"), "written while the app still runs")
        #expect(process.terminationStatus == 0)
        let final = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(final.contains("[key] q → HomeView"), "the last key, which quit before a frame was drawn")
    }

    @Test(
        "B72 in a terminal, a trace that cannot be written (/dev/full) is reported after the app ends, exit 1"
    )
    func fullDiskInTerminal() throws {
        let (process, terminal) = try launch(["--in-memory", "--trace", "/dev/full"], columns: 80)
        _ = terminal.readOutput(until: "? help", timeout: .seconds(10))
        terminal.type(Array("q".utf8))
        let output = terminal.readOutput(until: "no space left on device", timeout: .seconds(10))
        process.waitUntilExit()
        #expect(output.contains("mvc: writing the trace to '/dev/full' stopped: no space left on device"))
        #expect(process.terminationStatus == 1)
    }
}
