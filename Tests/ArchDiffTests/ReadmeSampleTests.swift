import ArchDiffChanges
import ArchDiffCommands
import ArchDiffSource
import ArchDiffSuites
import Foundation
import TestSupport
import Testing

/// The README's samples of `archdiff metrics`, `tests` and `changes` are what the commands print: each
/// block is marked with the command that made it (see ``ReadmeSample``), and this test runs the command
/// again. After a change to the figures, `RECORD_README_SAMPLES=1 swift test --filter Readme`
/// writes the new output into README.md; review it with `git diff README.md`.
@Suite("README samples of archdiff")
struct ReadmeSampleTests {
    /// The README, relative to the package root.
    static let readme = "README.md"

    /// The commands whose samples this suite checks; the others' suites check theirs.
    static let commands = ["archdiff metrics", "archdiff tests", "archdiff changes"]

    /// Every marked sample of the README, with the test target that checks it.
    static let checkedBy = [
        "archdiff metrics": "ArchDiffTests", "archdiff tests": "ArchDiffTests",
        "archdiff changes": "ArchDiffTests", "archdiff trace": "ArchDiffTraceTests", "mvc": "AppHostTests",
    ]

    /// Where `RECORD_README_SAMPLES=all` builds the suites for the `--run` sample, relative to the
    /// package root (ignored by git), so that it never rebuilds the `.build` the tests run from.
    static let runScratchPath = ".build-readme"

    @Test("the samples of archdiff metrics, tests and changes match what the commands print")
    func samples() async throws {
        let path = Repository.url(Self.readme).path
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let samples = ReadmeSample.all(in: markdown).filter { sample in
            Self.commands.contains { sample.commandLine.hasPrefix($0) } && !sample.comparesLabels
        }
        #expect(samples.count >= 4)
        let problems = try await ReadmeSample.check(samples, inFile: path) { sample in
            let fixture = try sample.place.map(Self.fixture)
            return try await Self.output(of: sample, in: fixture?.path ?? Repository.root.path)
        }
        #expect(problems == [])
    }

    @Test("the --run sample shows every figure of a run, in order, with a value per architecture")
    func runSample() async throws {
        let path = Repository.url(Self.readme).path
        func sample() throws -> ReadmeSample {
            try #require(
                ReadmeSample.all(in: try String(contentsOfFile: path, encoding: .utf8)).first {
                    $0.commandLine == "archdiff tests --run"
                })
        }
        #expect(try sample().comparesLabels)
        if ReadmeSample.recording == .all {
            let problems = try await ReadmeSample.check([try sample()], inFile: path) { sample in
                // The environment's PATH finds the toolchain's llvm-cov.
                try await Self.output(
                    of: sample, in: Repository.root.path,
                    arguments: ["--scratch-path", Repository.url(Self.runScratchPath).path],
                    environment: ProcessInfo.processInfo.environment)
            }
            #expect(problems == [])
        }
        let shown = try sample()
        let rows = shown.text.split(separator: "\n").filter { $0 != ReadmeSample.gap }
        #expect(
            ReadmeSample.labels(of: shown.text).filter { $0 != ReadmeSample.gap }
                == TestFigure.run.map(\.label),
            "README.md:\(shown.line): the rows of archdiff tests --run are \(TestFigure.run.map(\.label))")
        #expect(
            !rows.contains { $0.contains("–") },
            "README.md:\(shown.line): a figure of the run is missing; record it with RECORD_README_SAMPLES=all"
        )
        let tests = try #require(
            ReadmeSample.all(in: try String(contentsOfFile: path, encoding: .utf8)).first {
                $0.commandLine == "archdiff tests"
            })
        #expect(
            Self.counts(in: rows, label: "Tests run")
                == Self.counts(in: tests.text.split(separator: "\n"), label: "Tests"),
            "README.md:\(shown.line): the run ran other suites than the sample above shows; record it with RECORD_README_SAMPLES=all"
        )
        let architectures = try FolderScanner.architectureColumns(in: Repository.root.path).columns.count
        let results = rows.first { $0.hasPrefix("Result") }
        #expect(
            results?.split(separator: " ").filter { $0 == "passed" || $0 == "FAILED" }.count == architectures)
    }

    /// The numbers of the row of `rows` labelled `label`, one per architecture: `["198", "186"]`.
    private static func counts(in rows: [Substring], label: String) -> [Substring] {
        guard let row = rows.first(where: { $0.hasPrefix(label + "  ") }) else { return [] }
        return row.dropFirst(label.count).split(separator: " ").filter {
            $0.allSatisfy { $0.isNumber || $0 == "," }
        }
    }
    @Test("every marked sample of the README names a command that a test checks")
    func everySampleIsChecked() throws {
        let markdown = try String(contentsOfFile: Repository.url(Self.readme).path, encoding: .utf8)
        for sample in ReadmeSample.all(in: markdown) {
            let owner = Self.checkedBy.first { sample.commandLine.hasPrefix($0.key) }
            #expect(owner != nil, "README.md:\(sample.line): no test checks `\(sample.commandLine)`")
        }
    }

    @Test("a sample's parts, gaps and screens are cut from the output as the README shows them")
    func excerpts() throws {
        let markdown = """
            <!-- sample: tool a | lines 1-2, 4-4 -->
            ```
            old
            ```

            <!-- sample: tool b | screen 2 | in Somewhere -->
            ```
            ```
            <!-- sample: tool c | labels -->
            Not a block right after it.
            <!-- sample: tool d | to B | from D for 2 -->
            ```
            ```
            <!-- sample: tool e | from B to 4 -->
            ```
            ```
            """
        let samples = ReadmeSample.all(in: markdown)
        #expect(samples.map(\.commandLine) == ["tool a", "tool b", "tool d", "tool e"])
        #expect(samples.map(\.line) == [1, 6, 11, 14])
        #expect(samples[0].text == "old\n")
        #expect(samples[0].excerpt(of: "1\n2\n3\n4\n5\n") == "1\n2\n...\n4\n...\n")
        #expect(samples[0].excerpt(of: "1\n2\n3\n4\n") == "1\n2\n...\n4\n")
        #expect(samples[1].place == "Somewhere")
        #expect(samples[1].excerpt(of: "a\n---\nb\nc\n---\n") == "b\nc\n")
        #expect(samples[1].excerpt(of: "a\n") == nil)
        // Anchors follow the lines however many come before them; the blank lines before `to` are left out.
        #expect(samples[2].excerpt(of: "A\n \nB\nC\nD1\nD2\nD3\n") == "A\n...\nD1\nD2\n...\n")
        #expect(samples[2].excerpt(of: "A\nA2\n\nB\nD1\nD2\n") == "A\nA2\n...\nD1\nD2\n")
        #expect(samples[2].excerpt(of: "A\nD1\nB\n") == nil)
        #expect(samples[3].excerpt(of: "1\nB x\n2\n3\n4\n") == "B x\n2\n3\n...\n")
        #expect(samples[3].excerpt(of: "B\n") == nil)
        let rewritten = ReadmeSample.rewriting(markdown, Array(samples.prefix(2)), with: ["new\n", "x\n"])
        #expect(ReadmeSample.all(in: rewritten).prefix(2).map(\.text) == ["new\n", "x\n"])
        #expect(
            ReadmeSample.labels(of: "Run time   1.00 s  ███\n  failed      0\n") == ["Run time", "failed"])
    }

    /// The folder a sample's `in` clause names.
    private static func fixture(_ place: String) throws -> GitFixture {
        switch place {
        case "GitFixture.twoFeatures": return try GitFixture.twoFeatures().fixture
        default: throw FixtureError(place: place)
        }
    }

    private struct FixtureError: Error, CustomStringConvertible {
        var place: String
        var description: String { "no fixture called \(place)" }
    }

    /// What `archdiff <command>` prints in `folder`; `nil` for `archdiff changes` in a shallow clone or a
    /// copy without git, which cannot measure it.
    private static func output(
        of sample: ReadmeSample, in folder: String, arguments: [String] = [],
        environment: [String: String] = [:]
    ) async throws -> String? {
        if sample.commandLine.hasPrefix("archdiff changes"),
            case .failure(let error) = Result(catching: { () throws(ChangeHistoryError) in
                try ChangeHistory.analyze(packageRoot: folder)
            }), error.isUnavailableHistory
        {
            return nil
        }
        let output = TextBuffer()
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder, environment: environment, standardOutput: output, standardError: errors)
        let code = await ArchDiffCommand.run(Array(sample.command.dropFirst()) + arguments, context: context)
        #expect(code == 0, "`\(sample.commandLine)` failed: \(errors.text)")
        return output.text
    }
}
