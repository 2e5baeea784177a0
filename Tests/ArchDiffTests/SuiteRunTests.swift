import ArchDiffCommands
import ArchDiffProcesses
import ArchDiffSuites
import Foundation
import Testing

/// Answers `swift` and `llvm-cov` with canned output and records every command.
private final class ScriptedRunner: ProcessRunning, @unchecked Sendable {
    var commands: [[String]] = []
    let answer: ([String]) -> ProcessOutput

    init(answer: @escaping ([String]) -> ProcessOutput) {
        self.answer = answer
    }

    func run(
        _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
        timeout: Double?
    ) throws -> ProcessOutput {
        let command = [URL(fileURLWithPath: program).lastPathComponent] + arguments
        commands.append(command)
        return answer(command)
    }
}

@Suite("Running suites")
struct SuiteRunTests {
    @Test("reads tests and failed tests from Swift Testing's and XCTest's summary lines")
    func summaries() {
        let failing = TestRunSummary(output: RecordedOutput.failingTestRun)
        #expect(failing.tests == 5)
        #expect(failing.failedTests == 3)
        #expect(failing.passedTests == 2)
        #expect(failing.hasSummary)
        let passing = TestRunSummary(output: RecordedOutput.passingTestRun)
        #expect(
            passing
                == TestRunSummary(
                    output: "Executed 0 tests, with 0 failures\n✔ Test run with 41 tests passed"))
        #expect(passing.tests == 41)
        #expect(passing.failedTests == 0)
        #expect(!TestRunSummary(output: "error: no tests found").hasSummary)
    }

    @Test("reads summary lines written in colour, as Swift Testing writes them to a terminal")
    func colouredSummary() {
        let summary = TestRunSummary(
            output: "\u{1B}[91m✘\u{1B}[0m Test \"adds\" failed after 0.1 seconds with 1 issue.\n"
                + "\u{1B}[91m✘\u{1B}[0m Test run with 41 tests in 5 suites failed after 0.2 seconds with 1 issue."
        )
        #expect(summary.tests == 41)
        #expect(summary.failedTests == 1)
    }

    @Test("reads per-file region and line coverage from llvm-cov's JSON export")
    func coverageExport() throws {
        let json = RecordedOutput.coverageExport([("/p/A.swift", 3, 4, 5, 7), ("/p/B.swift", 0, 2, 0, 3)])
        let files = try CoverageExport.coverage(fromJSON: Data(json.utf8))
        #expect(
            files == [
                "/p/A.swift": FileCoverage(
                    regions: CoverageCount(covered: 5, count: 7), lines: CoverageCount(covered: 3, count: 4)),
                "/p/B.swift": FileCoverage(
                    regions: CoverageCount(covered: 0, count: 3), lines: CoverageCount(covered: 0, count: 2)),
            ])
        #expect(throws: CoverageExport.FormatError.self) {
            try CoverageExport.coverage(fromJSON: Data("[]".utf8))
        }
    }

    @Test("reads how often each line ran from llvm-cov's lcov export")
    func lineCounts() {
        let lcov = """
            SF:/p/A.swift
            FN:3,$s1A1fyyF
            DA:3,2
            DA:4,0
            BRF:0
            end_of_record
            SF:/p/B.swift
            DA:1,1
            end_of_record

            """
        #expect(
            CoverageExport.lineCounts(fromLCOV: lcov) == ["/p/A.swift": [3: 2, 4: 0], "/p/B.swift": [1: 1]])
    }

    @Test("sums file coverage per layer; a file llvm-cov does not list adds nothing")
    func layerCoverage() {
        func lines(_ covered: Int, of count: Int) -> FileCoverage {
            FileCoverage(
                regions: CoverageCount(covered: covered * 2, count: count * 2),
                lines: CoverageCount(covered: covered, count: count))
        }
        let coverage = ArchitectureCoverage(
            files: [
                ("/p/Views/A.swift", "Views"), ("/p/Root.swift", "(root)"), ("/p/Views/B.swift", "Views"),
                ("/p/Models/C.swift", "Models"),
            ],
            fileCoverage: [
                "/p/Views/A.swift": lines(3, of: 4),
                "/p/Views/B.swift": lines(1, of: 4),
                "/p/Root.swift": lines(2, of: 2),
            ])
        #expect(coverage.layers.map(\.name) == ["(root)", "Models", "Views"])
        #expect(coverage.layer("Views") == lines(4, of: 8))
        #expect(coverage.layer("Models")?.lines.percent == nil)
        #expect(coverage.total == lines(6, of: 10))
        #expect(coverage.total.lines.percent == 60)
        #expect(coverage.total.regions == CoverageCount(covered: 12, count: 20))
    }

    /// A fixture package with a fake toolchain on `PATH`, a built test binary and coverage data.
    private func package() throws -> (TemporaryFolder, [String: String]) {
        let folder = try SuiteFixture.folder()
        for file in [
            "toolchain/swift", "toolchain/llvm-cov", ".build/debug/ShopPackageTests.xctest",
            ".build/debug/codecov/default.profdata",
        ] {
            try folder.write("", to: file)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/" + file)
        }
        return (folder, ["PATH": folder.path + "/toolchain"])
    }

    @Test("--run builds once, runs each existing suite by filter and measures its architecture's files")
    func run() async throws {
        let (folder, environment) = try package()
        let root = folder.path
        let runner = ScriptedRunner { command in
            switch command.prefix(2).joined(separator: " ") {
            case "swift test" where command.contains("--show-codecov-path"):
                return ProcessOutput(
                    status: 0, text: "\(root)/.build/debug/codecov/Shop.json\n", seconds: 0.5)
            case "swift build" where command.contains("--show-bin-path"):
                return ProcessOutput(status: 0, text: "\(root)/.build/debug\n", seconds: 0.5)
            case "swift test":
                return ProcessOutput(status: 1, text: RecordedOutput.failingTestRun, seconds: 2.25)
            case "llvm-cov export":
                return ProcessOutput(
                    status: 0,
                    text: RecordedOutput.coverageExport([
                        ("\(root)/Architectures/Shop/Controllers/CartController.swift", 9, 10, 11, 12),
                        ("\(root)/Architectures/Shop/Views/CartView.swift", 1, 4, 2, 6),
                    ]), seconds: 0.1)
            default:
                return ProcessOutput(status: 0, text: "Build complete!\n", seconds: 30)
            }
        }
        var command = try TestsCommand(arguments: ["--run", "--scratch-path", ".scratch", "--format", "json"])
        command.runOptions.runner = runner
        let output = TextBuffer()
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: root, environment: environment, standardOutput: output, standardError: errors)
        await #expect(throws: RunError.suitesFailed(["Shop"])) { try await command.run(in: context) }
        #expect(
            runner.commands == [
                ["swift", "build", "--build-tests", "--enable-code-coverage", "--scratch-path", ".scratch"],
                ["swift", "test", "--show-codecov-path", "--scratch-path", ".scratch"],
                ["swift", "build", "--show-bin-path", "--scratch-path", ".scratch"],
                [
                    "swift", "test", "--skip-build", "--enable-code-coverage", "--filter", "^ShopTests\\.",
                    "--scratch-path", ".scratch",
                ],
                [
                    "llvm-cov", "export", "-summary-only", "-instr-profile",
                    "\(root)/.build/debug/codecov/default.profdata",
                    "\(root)/.build/debug/ShopPackageTests.xctest",
                    "\(root)/Architectures/Shop/Controllers/CartController.swift",
                    "\(root)/Architectures/Shop/ShopArchitecture.swift",
                    "\(root)/Architectures/Shop/Views/CartView.swift",
                ],
            ])
        #expect(
            errors.text.contains(
                "archdiff: swift test --skip-build --enable-code-coverage --filter ^ShopTests\\."))
        let json = try #require(JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        let suites = try #require(json["suites"] as? [[String: Any]])
        let run = try #require(suites[1]["run"] as? [String: Any])
        #expect(run["passed"] as? Bool == false)
        #expect(run["tests"] as? Int == 5)
        #expect(run["failed_tests"] as? Int == 3)
        #expect(run["seconds"] as? Double == 2.25)
        let coverage = try #require(run["coverage"] as? [String: [String: Any]])
        #expect(coverage["lines"]?["covered"] as? Int == 10)
        #expect(coverage["lines"]?["count"] as? Int == 14)
        #expect(coverage["regions"]?["covered"] as? Int == 13)
        #expect(coverage["regions"]?["count"] as? Int == 18)
        let layers = try #require(suites[1]["layers"] as? [[String: Any]])
        let controllers = try #require(layers[1]["coverage"] as? [String: [String: Any]])
        #expect(controllers["lines"]?["covered"] as? Int == 9)
        #expect(controllers["regions"]?["covered"] as? Int == 11)
        #expect(suites[0]["run"] is NSNull)
    }

    @Test("a failed build stops the run with the end of the build's output")
    func buildFailure() async throws {
        let (folder, environment) = try package()
        var command = try TestsCommand(arguments: ["--run"])
        command.runOptions.runner = ScriptedRunner { _ in
            ProcessOutput(status: 1, text: "compiling\nerror: broken", seconds: 1)
        }
        let context = CommandContext(
            currentDirectory: folder.path, environment: environment, standardOutput: TextBuffer(),
            standardError: TextBuffer())
        await #expect(throws: RunError.buildFailed("compiling\nerror: broken")) {
            try await command.run(in: context)
        }
    }
}
