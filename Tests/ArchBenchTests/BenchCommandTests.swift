import ArchDiffChanges
import ArchitectureRegistry
import Foundation
import TestSupport
import Testing

@testable import ArchBench
@testable import ArchDiffBench
@testable import ArchDiffCommands
@testable import ArchDiffProcesses
@testable import ArchDiffSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serialized: two of its tests create scratch folders, and one checks that the temporary directory
/// holds no new one afterwards.
@Suite("archdiff bench", .serialized)
struct BenchCommandTests {
    @Test("options set repetitions, processes, list lengths, architectures and the JSON file")
    func options() throws {
        let command = try BenchCommand(arguments: [
            "--runs", "7", "--warmup", "0", "--processes", "2", "--sizes", "10,200", "--architecture", "mvp",
            "--clock", "wall", "--format", "json", "--save", "out.json",
        ])
        #expect(command.settings.clock == .wall)
        #expect(command.settings.runs == 7)
        #expect(command.settings.warmup == 0)
        #expect(command.settings.processes == 2)
        #expect(command.settings.sizes == [10, 200])
        #expect(command.settings.architectures == ["mvp"])
        #expect(command.format == .json)
        #expect(command.savePath == "out.json")
        #expect(!command.settings.measuresEverything)
        #expect(try BenchCommand(arguments: []).settings.measuresEverything)
        #expect(try BenchCommand(arguments: ["--runs", "10"]).settings.measuresEverything)
    }

    @Test("--architecture takes a registered name in any case, as every subcommand takes architectures")
    func architectureInAnyCase() throws {
        let command = try BenchCommand(arguments: ["--architecture", "MVC", "--architecture", "Viper"])
        #expect(command.settings.architectures == ["mvc", "viper"])
    }

    @Test("--quick measures little and saves nothing; settings given after it still count")
    func quick() throws {
        let quick = try BenchCommand(arguments: ["--quick"])
        #expect(quick.settings == .quick)
        #expect(quick.savesNothing)
        #expect(try BenchCommand(arguments: ["--quick", "--runs", "2"]).settings.runs == 2)
    }

    @Test("usage mistakes: unknown architectures, counts that are not whole numbers, stray arguments")
    func usageMistakes() {
        let names = ArchitectureRegistry.all.map(\.name)
        #expect(throws: UsageError.invalidValue("mvx", option: "--architecture", allowed: names)) {
            try BenchCommand(arguments: ["--architecture", "mvx"])
        }
        #expect(
            throws: UsageError.invalidValue("0", option: "--runs", allowed: ["a whole number of at least 1"])
        ) { try BenchCommand(arguments: ["--runs", "0"]) }
        #expect(
            throws: UsageError.invalidValue("-3", option: "--runs", allowed: ["a whole number of at least 1"])
        ) { try BenchCommand(arguments: ["--runs", "-3"]) }
        #expect(
            throws: UsageError.invalidValue("", option: "--sizes", allowed: ["a whole number of at least 1"])
        ) { try BenchCommand(arguments: ["--sizes", "100,"]) }
        #expect(throws: UsageError.invalidValue("gpu", option: "--clock", allowed: ["cpu", "wall"])) {
            try BenchCommand(arguments: ["--clock", "gpu"])
        }
        #expect(throws: UsageError.unknownOption("--fast")) { try BenchCommand(arguments: ["--fast"]) }
        #expect(throws: UsageError.unexpectedArgument("mvc")) { try BenchCommand(arguments: ["mvc"]) }
        #expect(throws: UsageError.optionNeedsOption("--worker", "one --architecture")) {
            try BenchCommand(arguments: ["--worker", "/tmp/x"])
        }
    }

    @Test("a quick run in this process measures every registered architecture and leaves no files behind")
    func inProcessRun() async throws {
        let before = Self.scratchFolders()
        let output = TextBuffer()
        let progress = TextBuffer()
        let context = CommandContext(
            currentDirectory: FileManager.default.temporaryDirectory.path, standardOutput: output,
            standardError: progress)
        try await BenchCommand(arguments: ["--quick", "--in-process", "--format", "json"]).run(in: context)

        let report = try BenchReport(json: Data(output.text.utf8), path: "output")
        let names = ArchitectureRegistry.all.map(\.name)
        #expect(report.architectures == names)
        #expect(report.run.runs == 3)
        let expected = BenchFigure.Kind.allCases.filter(\.isPerListLength).map { BenchFigure($0, tasks: 100) }
        #expect(report.rows.map(\.figure) == expected)
        for row in report.rows {
            #expect(row.summaries.keys.sorted() == names.sorted(), "\(row.figure.label)")
            #expect(row.summaries.values.allSatisfy { $0.count == 3 }, "\(row.figure.label)")
        }
        let moves = try #require(report.rows.first { $0.figure.kind == .moveBytes })
        #expect(moves.summaries.values.allSatisfy { $0.median > 0 && $0.median < 100 })
        #expect(progress.text.contains("bench: seeding a database with a list of 100 tasks\n"))
        #expect(Self.scratchFolders().isSubset(of: before))
    }

    @Test("a run of the built program measures each architecture in a worker process, with its peak memory")
    func workerProcesses() throws {
        let process = Process()
        process.executableURL = BuiltProduct.url(named: "archdiff")
        process.arguments = [
            "bench", "--quick", "--runs", "1", "--warmup", "0", "--architecture", "mvc", "-f", "json",
        ]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        let report = try BenchReport(json: data, path: "output")
        #expect(report.architectures == ["mvc"])
        let memory = try #require(report.rows.first { $0.figure.kind == .peakMemory })
        #expect(memory.summaries["mvc"].map { $0.median > 1 && $0.median < 1_000 } == true)
    }

    @Test(
        "a temporary directory that cannot hold a scratch folder stops the run with a message and exit code 1"
    )
    func unusableTemporaryDirectory() throws {
        let process = Process()
        process.executableURL = BuiltProduct.url(named: "archdiff")
        process.arguments = ["bench", "--quick", "--architecture", "mvc"]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.environment = ["TMPDIR": "/dev/null"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        #expect(printed.isEmpty)
        #expect(
            message.hasSuffix(
                "archdiff: error: cannot create a scratch folder in the temporary directory "
                    + "'/dev/null': not a directory\n"))
    }

    @Test("ctrl-c stops the worker, removes the scratch folder and exits with status 130")
    func interrupted() throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("archdiff-bench-test-\(UUID().uuidString)").path
        let messages = temporary + ".stderr"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        FileManager.default.createFile(atPath: messages, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: temporary)
            try? FileManager.default.removeItem(atPath: messages)
        }
        let process = Process()
        process.executableURL = BuiltProduct.url(named: "archdiff")
        process.arguments = [
            "bench", "--runs", "1000000", "--warmup", "0", "--processes", "1", "--sizes", "100",
            "--architecture", "mvc", "--no-save",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: temporary)
        process.environment = ["TMPDIR": temporary]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: messages))
        try process.run()
        var workers: [Int32] = []
        for _ in 0..<400 where workers.isEmpty {
            usleep(50_000)
            workers = ProcessTree.descendants(of: process.processIdentifier)
        }
        #expect(workers.count == 1, "no worker started")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).count == 1)
        kill(process.processIdentifier, SIGINT)
        for _ in 0..<200 where process.isRunning {
            usleep(50_000)
        }
        if process.isRunning {
            process.terminate()
            for worker in workers { kill(worker, SIGKILL) }
            Issue.record("archdiff still ran 10 s after ctrl-c")
            return
        }

        #expect(process.terminationStatus == 130)
        let message = try String(contentsOfFile: messages, encoding: .utf8)
        #expect(message.contains("archdiff: interrupted: stopping the 1 process it started\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
        for worker in workers {
            var alive = true
            for _ in 0..<50 where alive {
                alive = kill(worker, 0) == 0
                if alive { usleep(100_000) }
            }
            #expect(!alive, "the worker \(worker) still runs")
            if alive { kill(worker, SIGKILL) }
        }
    }

    @Test("a scratch folder that a killed bench (SIGKILL) left is removed by the next run; nothing else is")
    func killedRunLeftover() throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("archdiff-bench-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: temporary + "/archdiff-bench-mine", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: temporary + "/archdiff-bench-mine/notes.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: temporary + "/other.txt"))
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let killed = Process()
        killed.executableURL = BuiltProduct.url(named: "archdiff")
        killed.arguments = [
            "bench", "--runs", "1000000", "--warmup", "0", "--processes", "1", "--sizes", "100",
            "--architecture", "mvc", "--no-save",
        ]
        killed.currentDirectoryURL = URL(fileURLWithPath: temporary)
        killed.environment = ["TMPDIR": temporary]
        killed.standardOutput = FileHandle.nullDevice
        killed.standardError = FileHandle.nullDevice
        try killed.run()
        var workers: [Int32] = []
        for _ in 0..<400 where workers.isEmpty {
            usleep(50_000)
            workers = ProcessTree.descendants(of: killed.processIdentifier)
        }
        kill(killed.processIdentifier, SIGKILL)
        for worker in workers { kill(worker, SIGKILL) }
        killed.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary).filter {
            $0.hasPrefix("archdiff-bench-") && $0 != "archdiff-bench-mine"
        }
        #expect(left.count == 1, "the killed run's scratch folder is still there")

        let next = Process()
        next.executableURL = BuiltProduct.url(named: "archdiff")
        next.arguments = ["bench", "--quick", "--in-process", "--architecture", "mvc", "--no-save"]
        next.currentDirectoryURL = URL(fileURLWithPath: temporary)
        next.environment = ["TMPDIR": temporary]
        next.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        next.standardError = errors
        try next.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        next.waitUntilExit()
        #expect(next.terminationStatus == 0, "\(message)")
        #expect(
            message.contains(
                "bench: removed \(temporary)/\(left.first ?? "?"), the scratch folder left by process "
                    + "\(killed.processIdentifier), which has ended\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary).sorted() == [
                "archdiff-bench-mine", "other.txt",
            ])
        #expect(
            FileManager.default.contents(atPath: temporary + "/archdiff-bench-mine/notes.txt")
                == Data("mine".utf8))
    }

    @Test("a worker refuses a folder that is no running bench's scratch folder, and leaves it untouched")
    func workerFolder() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bench-worker-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/seed-100.sqlite3"))
        let command = try BenchCommand(arguments: [
            "--worker", folder, "--architecture", "mvc", "--runs", "1", "--warmup", "0", "--sizes", "100",
        ])
        let context = CommandContext(
            currentDirectory: folder, standardOutput: TextBuffer(), standardError: TextBuffer())
        await #expect {
            try await command.run(in: context)
        } throws: { error in
            "\(error)" == "'\(folder)' is not the scratch folder of an archdiff that still runs"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["seed-100.sqlite3"])
    }

    /// The bench's scratch folders in the temporary directory.
    @Test("a run's commit is marked +changes only when the code it measures changed, not the recorded runs")
    func commitOfTheMeasuredCode() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("archdiff-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Sources/App/App.swift", "docs/bench/latest.json"] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("first\n".utf8).write(to: file)
        }
        let git = Git(
            directory: folder.path,
            settings: [
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
                "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
            ])
        _ = try git.run(["init", "-q"])
        _ = try git.run(["add", "."])
        _ = try git.run(["commit", "-q", "-m", "start"])
        let clean = RunProbe.commit(in: folder.path)
        #expect(clean.count >= 7 && !clean.hasSuffix("+changes"))
        try Data("second run\n".utf8).write(to: folder.appendingPathComponent("docs/bench/latest.json"))
        #expect(RunProbe.commit(in: folder.path) == clean)
        try Data("changed\n".utf8).write(to: folder.appendingPathComponent("Sources/App/App.swift"))
        #expect(RunProbe.commit(in: folder.path) == clean + "+changes")
    }

    private static func scratchFolders() -> Set<String> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
        return Set(entries.filter { $0.hasPrefix("archdiff-bench-") })
    }
}
