import ArchDiffKit
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
        "archdiff metrics": "ArchDiffKitTests", "archdiff tests": "ArchDiffKitTests",
        "archdiff changes": "ArchDiffKitTests", "archdiff trace": "ArchDiffTraceTests", "mvc": "AppHostTests",
    ]

    @Test("the samples of archdiff metrics, tests and changes match what the commands print")
    func samples() throws {
        let path = Repository.url(Self.readme).path
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let samples = ReadmeSample.all(in: markdown).filter { sample in
            Self.commands.contains { sample.commandLine.hasPrefix($0) } && !sample.comparesLabels
        }
        #expect(samples.count >= 4)
        var recorded: [String] = []
        for sample in samples {
            let fixture = try sample.place.map(Self.fixture)
            guard let output = try Self.output(of: sample, in: fixture?.path ?? Repository.root.path) else {
                recorded.append(sample.text)
                continue
            }
            let excerpt = sample.excerpt(of: output)
            recorded.append(excerpt)
            if !ReadmeSample.isRecording {
                #expect(
                    sample.text == excerpt,
                    "README.md:\(sample.line): `\(sample.commandLine)` prints something else now; record it with RECORD_README_SAMPLES=1 swift test --filter Readme"
                )
            }
        }
        if ReadmeSample.isRecording {
            try ReadmeSample.record(samples, texts: recorded, inFile: path)
        }
    }

    @Test("the --run sample has the labels of the run's figures and a column per architecture")
    func runSample() throws {
        let markdown = try String(contentsOfFile: Repository.url(Self.readme).path, encoding: .utf8)
        let sample = try #require(
            ReadmeSample.all(in: markdown).first { $0.commandLine == "archdiff tests --run" })
        #expect(sample.comparesLabels)
        let labels = Set((TestFigure.code + TestFigure.run).map(\.label))
        for label in ReadmeSample.labels(of: sample.text) {
            #expect(
                labels.contains(label),
                "README.md:\(sample.line): `\(label)` is no figure of archdiff tests --run")
        }
        let architectures = try FolderScanner.architectureColumns(in: Repository.root.path).columns.count
        let results = sample.text.split(separator: "\n").first { $0.hasPrefix("Result") }
        #expect(
            results?.split(separator: " ").filter { $0 == "passed" || $0 == "FAILED" }.count == architectures)
    }

    @Test("every marked sample of the README names a command that a test checks")
    func everySampleIsChecked() throws {
        let markdown = try String(contentsOfFile: Repository.url(Self.readme).path, encoding: .utf8)
        for sample in ReadmeSample.all(in: markdown) {
            let owner = Self.checkedBy.first { sample.commandLine.hasPrefix($0.key) }
            #expect(owner != nil, "README.md:\(sample.line): no test checks `\(sample.commandLine)`")
        }
    }

    @Test("a sample's lines, gaps and screens are cut from the output as the README shows them")
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
            """
        let samples = ReadmeSample.all(in: markdown)
        #expect(samples.map(\.commandLine) == ["tool a", "tool b"])
        #expect(samples.map(\.line) == [1, 6])
        #expect(samples[0].text == "old\n")
        #expect(samples[0].excerpt(of: "1\n2\n3\n4\n5\n") == "1\n2\n...\n4\n...\n")
        #expect(samples[0].excerpt(of: "1\n2\n3\n4\n") == "1\n2\n...\n4\n")
        #expect(samples[1].place == "Somewhere")
        #expect(samples[1].excerpt(of: "a\n---\nb\nc\n---\n") == "b\nc\n")
        let rewritten = ReadmeSample.rewriting(markdown, samples, with: ["new\n", "x\n"])
        #expect(ReadmeSample.all(in: rewritten).map(\.text) == ["new\n", "x\n"])
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
    private static func output(of sample: ReadmeSample, in folder: String) throws -> String? {
        if sample.commandLine.hasPrefix("archdiff changes"),
            case .failure(let error) = Result(catching: { () throws(ChangeHistoryError) in
                try ChangeHistory.analyze(packageRoot: folder)
            }), error.isUnavailableHistory
        {
            return nil
        }
        let output = TextBuffer()
        let errors = TextBuffer()
        let context = CommandContext(currentDirectory: folder, standardOutput: output, standardError: errors)
        let code = ArchDiffCommand.run(Array(sample.command.dropFirst()), context: context)
        #expect(code == 0, "`\(sample.commandLine)` failed: \(errors.text)")
        return output.text
    }
}
