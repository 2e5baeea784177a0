import ArchDiffCommands
import ArchDiffMutation
import ArchDiffProcesses
import ArchDiffReport
import Foundation
import Testing

/// Runs `archdiff mutants` for real on ``MutationFixture``: `swift build` and the test binary of a
/// tiny package in a temporary folder.
@Suite("Mutation runs", .serialized)
struct MutationRunTests {
    private func run(_ arguments: [String], in folder: TemporaryFolder) async -> (
        code: Int32, output: String, errors: String
    ) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, environment: ProcessInfo.processInfo.environment,
            standardOutput: output, standardError: errors)
        let code = await ArchDiffCommand.run(["mutants"] + arguments, context: context)
        return (code, output.text, errors.text)
    }

    @Test(
        "kills the known mutants, stops a hang, skips uncovered code; without assertions almost nothing is caught"
    )
    func fixture() async throws {
        let folder = try TemporaryFolder(files: MutationFixture.files)
        let broken = await run(["Broken"], in: folder)
        #expect(broken.code == 1)
        #expect(broken.errors.contains("Broken's suite fails without any mutant (1 of 1 tests failed)"))

        let result = await run(
            ["Counter", "Hollow", "--timeout", "3", "--jobs", "2", "--format", "json"], in: folder)
        #expect(result.code == 0, "\(result.errors)")
        let report = try MutationJSON.decode(Data(result.output.utf8))
        let counter = try #require(report.architectures.first { $0.name == "Counter" })
        let outcomes = Dictionary(
            uniqueKeysWithValues: counter.mutants.map {
                ("\($0.line) \($0.mutationOperator.rawValue)", $0.status)
            })
        #expect(outcomes == MutationFixture.expectedOutcomes)
        #expect(counter.figures.score.map { Int($0.rounded()) } == 78)
        #expect(counter.survivors.map(\.mutated) == ["if value <= limit {", "value = 1"])
        let table = MutationTableRenderer().render(report)
        #expect(
            table.contains(
                "    Logic/Counter.swift:12  swap comparison\n      - if value < limit {\n      + if value <= limit {\n"
            ))
        #expect(table.contains("    Logic/Counter.swift:31  off by one (not covered)\n"))

        let hollow = try #require(report.architectures.first { $0.name == "Hollow" })
        #expect(hollow.figures.killed == 0)
        #expect(hollow.figures.timedOut == 1)
        #expect(hollow.figures.survived == 8)
        #expect((hollow.figures.score ?? 100) < 15)

        for (path, contents) in MutationFixture.files {
            #expect(
                FileManager.default.contents(atPath: folder.path + "/" + path) == Data(contents.utf8),
                "\(path) was changed")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + MutationReport.savedPath))
    }
}

/// Answers the commands of a mutation run with canned output, and records them.
private final class ScriptedMutationRunner: ProcessRunning, @unchecked Sendable {
    let scratch: String
    /// The exit status of the suite with each mutant switched on (0: passes).
    let outcomes: [Int: Int32]
    /// The output of the first schemata build, given the mutated file; empty when it succeeds.
    let schemataError: (String) -> String
    /// Runs when the unmutated copy is built.
    var duringUnmutatedBuild: () -> Void = {}
    var schemataBuilds = 0
    var commands: [String] = []
    var mutantsRun: [String] = []
    /// The environment each mutant's run was given.
    var mutantEnvironments: [[String: String]] = []

    init(scratch: String, outcomes: [Int: Int32], schemataError: @escaping (String) -> String) {
        self.scratch = scratch
        self.outcomes = outcomes
        self.schemataError = schemataError
    }

    func run(
        _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
        timeout: Double?
    ) throws -> ProcessOutput {
        let command = ([URL(fileURLWithPath: program).lastPathComponent] + arguments).joined(separator: " ")
        commands.append(command)
        switch command {
        case "swift build --build-tests --enable-code-coverage":
            let source = scratch + "/Architectures/Calc/Calc.swift"
            let text = String(decoding: FileManager.default.contents(atPath: source) ?? Data(), as: UTF8.self)
            guard text.contains("__archdiffMutant") else {
                duringUnmutatedBuild()
                return ProcessOutput(status: 0, text: "", seconds: 1)
            }
            schemataBuilds += 1
            let error = schemataError(text)
            return schemataBuilds == 1 && !error.isEmpty
                ? ProcessOutput(status: 1, text: error, seconds: 1)
                : ProcessOutput(status: 0, text: "", seconds: 1)
        case "swift test --show-codecov-path":
            return ProcessOutput(status: 0, text: scratch + "/.build/debug/codecov/Calc.json\n", seconds: 0)
        case "swift build --show-bin-path":
            return ProcessOutput(status: 0, text: scratch + "/.build/debug\n", seconds: 0)
        case "swift test --skip-build --enable-code-coverage --filter ^CalcTests\\.":
            return ProcessOutput(status: 0, text: RecordedOutput.passingTestRun, seconds: 1)
        default:
            break
        }
        if command.hasPrefix("llvm-cov export -summary-only") {
            let file = scratch + "/Architectures/Calc/Calc.swift"
            return ProcessOutput(
                status: 0, text: RecordedOutput.coverageExport([(file, 5, 6, 4, 5)]), seconds: 0)
        }
        if command.hasPrefix("llvm-cov export -format=lcov") {
            let lines = (1...12).map { "DA:\($0),\($0 == 9 ? 0 : 1)" }.joined(separator: "\n")
            return ProcessOutput(
                status: 0, text: "SF:\(scratch)/Architectures/Calc/Calc.swift\n\(lines)\nend_of_record\n",
                seconds: 0)
        }
        let mutant = Int(environment[MutantSchemata.environmentVariable] ?? "") ?? -1
        mutantsRun.append(command + " #\(mutant)")
        mutantEnvironments.append(environment)
        if mutant == 3 {
            return ProcessOutput(status: 1, text: "", seconds: timeout ?? 0, timedOut: true)
        }
        let status = outcomes[mutant] ?? 0
        return ProcessOutput(
            status: status, text: status == 0 ? RecordedOutput.passingTestRun : RecordedOutput.failingTestRun,
            seconds: 0.5)
    }
}

@Suite("Mutation run steps")
struct MutationRunnerTests {
    private let code = """
        func sign(_ value: Int) -> Int {
            if value < 0 {
                return -1
            }
            return 1
        }

        func reset() {
            log(0)
        }

        """

    private func package() throws -> (TemporaryFolder, ScratchPackage) {
        let folder = try TemporaryFolder(files: [
            "Package.swift": "// swift-tools-version:6.0\n",
            "Architectures/Calc/Calc.swift": code,
            "Tests/CalcTests/CalcTests.swift": "import Testing\n",
            "toolchain/swift": "", "toolchain/llvm-cov": "",
            ".build-mutants/.build/debug/CalcPackageTests.xctest": "",
            ".build-mutants/.build/debug/codecov/default.profdata": "",
        ])
        for tool in [
            "toolchain/swift", "toolchain/llvm-cov", ".build-mutants/.build/debug/CalcPackageTests.xctest",
        ] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/" + tool)
        }
        return (folder, ScratchPackage(packageRoot: folder.path, root: folder.path + "/.build-mutants"))
    }

    @Test("leaves out the mutants the compiler rejects, skips uncovered ones, and reads each run's outcome")
    func steps() throws {
        let (folder, scratch) = try package()
        let plan = try MutationPlan.make(packageRoot: folder.path, architectures: [], sample: nil, seed: 0)
        let mutants = plan.architectures[0].mutants
        #expect(
            mutants.map { "\($0.id) \($0.line) \($0.mutationOperator.rawValue)" } == [
                "1 2 negate_condition", "2 2 swap_comparison", "3 2 off_by_one", "4 3 return_default",
                "5 3 off_by_one", "6 5 off_by_one", "7 5 return_default", "8 9 remove_call", "9 9 off_by_one",
            ])
        let runner = ScriptedMutationRunner(scratch: scratch.root, outcomes: [1: 1, 2: 1, 5: 1]) { text in
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[4]
            let position = line.range(of: "(0)")?.lowerBound ?? line.startIndex
            let column = line.utf8.distance(from: line.startIndex, to: position) + 1
            return "\(scratch.root)/Architectures/Calc/Calc.swift:5:\(column): error: type mismatch\n"
        }
        let notes = TextBuffer()
        var mutationRunner = MutationRunner(
            runner: runner, scratch: scratch, environment: ["PATH": folder.path + "/toolchain"], timeout: nil,
            note: { notes.write($0 + "\n") })
        let result = try mutationRunner.run(plan)
        let statuses = result[0].mutants.map(\.status)
        #expect(
            statuses == [
                .killed, .killed, .timedOut, .survived, .killed, .survived, .notCompiled, .notCovered,
                .notCovered,
            ])
        #expect(
            notes.text.contains(
                "mutant 7 does not compile, left out: Calc.swift:5 return default: type mismatch"))
        #expect(result[0].timeoutSeconds == MutationRunner.timeLimit(baseline: 0.5))
        #expect(runner.mutantsRun.count == 7)
        #expect(runner.mutantEnvironments.allSatisfy { $0["SWIFT_BACKTRACE"] == "enable=no" })
        #expect(
            FileManager.default.contents(atPath: folder.path + "/Architectures/Calc/Calc.swift")
                == Data(code.utf8))

        let changed = ScriptedMutationRunner(scratch: scratch.root, outcomes: [0: 1]) { _ in "" }
        mutationRunner.runner = changed
        let error = #expect(throws: MutationError.self) { try mutationRunner.run(plan) }
        #expect(error?.description.contains("fails with the mutant schemata switched off") == true)
    }

    @Test("stops when the package changes after the plan is made, so the copy never mixes two versions")
    func packageChanges() throws {
        let (folder, scratch) = try package()
        let plan = try MutationPlan.make(packageRoot: folder.path, architectures: [], sample: nil, seed: 0)
        func run(changing change: @escaping () -> Void) -> ScriptedMutationRunner {
            let runner = ScriptedMutationRunner(scratch: scratch.root, outcomes: [:]) { _ in "" }
            runner.duringUnmutatedBuild = change
            let mutationRunner = MutationRunner(
                runner: runner, scratch: scratch, environment: ["PATH": folder.path + "/toolchain"],
                timeout: nil, note: { _ in })
            #expect(throws: MutationError.packageChanged) { try mutationRunner.run(plan) }
            return runner
        }
        let duringBuild = run {
            try? folder.write("import Testing\n// edited\n", to: "Tests/CalcTests/CalcTests.swift")
        }
        #expect(duringBuild.schemataBuilds == 0)
        #expect(duringBuild.mutantsRun.isEmpty)
        try folder.write(code + "// edited\n", to: "Architectures/Calc/Calc.swift")
        let afterPlan = run {}
        #expect(afterPlan.schemataBuilds == 0)
        #expect(afterPlan.mutantsRun.isEmpty)
    }

    @Test("reuses the unmutated run kept in the copy while the package stays the same")
    func reusesUnmutatedRun() throws {
        let (folder, scratch) = try package()
        let plan = try MutationPlan.make(packageRoot: folder.path, architectures: [], sample: nil, seed: 0)
        func run() throws -> (ScriptedMutationRunner, [ArchitectureMutations]) {
            let runner = ScriptedMutationRunner(scratch: scratch.root, outcomes: [:]) { _ in "" }
            let mutationRunner = MutationRunner(
                runner: runner, scratch: scratch, environment: ["PATH": folder.path + "/toolchain"],
                timeout: nil, note: { _ in })
            return (runner, try mutationRunner.run(plan))
        }
        let (first, measured) = try run()
        let (second, reused) = try run()
        let unmutated = "swift test --skip-build --enable-code-coverage --filter ^CalcTests\\."
        #expect(first.commands.contains(unmutated))
        #expect(!second.commands.contains(unmutated))
        #expect(reused[0].mutants.map(\.status) == measured[0].mutants.map(\.status))
        #expect(reused[0].coverage?.total == measured[0].coverage?.total)

        try folder.write("import Testing\n// changed\n", to: "Tests/CalcTests/CalcTests.swift")
        let (third, _) = try run()
        #expect(third.commands.contains(unmutated))
    }
}
