import Foundation
import Testing

@testable import ArchDiffCommands
@testable import ArchDiffMutation
@testable import ArchDiffProcesses
@testable import ArchDiffReport
@testable import ArchDiffSuites
@testable import ArchDiffSupport

@Suite("archdiff mutants")
struct MutantsCommandTests {
    @Test("reads architectures and options; rejects csv, a bare --seed and values that are no numbers")
    func options() throws {
        let command = try MutantsCommand(arguments: [
            "MVC", "MVP", "--sample", "20", "--seed", "7", "--timeout", "2.5", "-f", "json", "--save",
            "--scratch-path", "/tmp/s", "--swift-test", "--jobs", "3",
        ])
        #expect(command.architectures == ["MVC", "MVP"])
        #expect(command.sample == 20)
        #expect(command.seed == 7)
        #expect(command.timeout == 2.5)
        #expect(command.jobs == 3)
        #expect(try MutantsCommand(arguments: ["-j", "2"]).jobs == 2)
        #expect(try MutantsCommand(arguments: []).jobs == 1)
        #expect(command.format == .json)
        #expect(command.save)
        #expect(command.scratchPath == "/tmp/s")
        #expect(command.usesSwiftTest)
        #expect(try MutantsCommand(arguments: []).scratchPath == ".build-mutants")
        #expect(
            throws: UsageError.invalidValue(
                "csv", option: "--format", allowed: ["table", "markdown", "json"])
        ) {
            try MutantsCommand(arguments: ["--format", "csv"])
        }
        #expect(
            throws: UsageError.invalidValue(
                "xml", option: "--format", allowed: ["table", "markdown", "json"])
        ) {
            try MutantsCommand(arguments: ["--format", "xml"])
        }
        #expect(throws: UsageError.optionNeedsOption("--seed", "--sample")) {
            try MutantsCommand(arguments: ["--seed", "1"])
        }
        #expect(throws: UsageError.self) { try MutantsCommand(arguments: ["--sample", "0"]) }
        #expect(throws: UsageError.invalidValue("0", option: "--jobs", allowed: ["a whole number above 0"])) {
            try MutantsCommand(arguments: ["--jobs", "0"])
        }
        #expect(throws: UsageError.self) { try MutantsCommand(arguments: ["--timeout", "soon"]) }
        #expect(throws: UsageError.unknownOption("--fast")) { try MutantsCommand(arguments: ["--fast"]) }
        #expect(ArchDiffCommand.help.contains("  mutants   "))
    }

    @Test("architectures are named in any case; an unknown one is refused before anything runs or is written")
    func architectureNames() async throws {
        let folder = try SuiteFixture.folder()
        let plan = try MutationPlan.make(
            packageRoot: folder.path, architectures: ["shop"], sample: nil, seed: 0)
        #expect(plan.architectures.map(\.column.name) == ["Shop"])
        let runner = NothingRuns()
        var command = try MutantsCommand(arguments: ["NOPE", "--sample", "3", "--scratch-path", "scratch"])
        command.runner = runner
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: TextBuffer(), standardError: errors)
        await #expect(throws: UsageError.unknownArchitecture("NOPE", available: ["Other", "Shop"])) {
            try await command.run(in: context)
        }
        #expect(runner.programs.isEmpty)
        #expect(errors.text.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scratch"))
    }

    @Test("plans every mutation point of each architecture with a suite, or the same seeded sample each time")
    func plan() throws {
        let folder = try SuiteFixture.folder()
        let notes = TextBuffer()
        let all = try MutationPlan.make(
            packageRoot: folder.path, architectures: [], sample: nil, seed: 0, note: { notes.write($0) })
        #expect(all.architectures.map(\.column.name) == ["Shop"])
        #expect(notes.text == "skipping Other: no suite at Tests/OtherTests")
        let shop = try #require(all.architectures.first)
        #expect(shop.suite == "ShopTests")
        #expect(shop.usesXCTest)
        #expect(shop.mutants.map(\.id) == Array(1...shop.mutationPoints))
        #expect(shop.mutants.map(\.location).contains("Controllers/CartController.swift:17"))
        let first = try MutationPlan.make(
            packageRoot: folder.path, architectures: ["Shop"], sample: 2, seed: 9)
        let again = try MutationPlan.make(
            packageRoot: folder.path, architectures: ["Shop"], sample: 2, seed: 9)
        #expect(first.architectures[0].mutants.count == 2)
        #expect(first.architectures[0].mutants == again.architectures[0].mutants)
        #expect(first.seed == 9)
        #expect(throws: UsageError.unknownArchitecture("Nope", available: ["Other", "Shop"])) {
            try MutationPlan.make(packageRoot: folder.path, architectures: ["Nope"], sample: nil, seed: 0)
        }
        #expect(throws: MutationError.noSuite("Other", "Tests/OtherTests")) {
            try MutationPlan.make(packageRoot: folder.path, architectures: ["Other"], sample: nil, seed: 0)
        }
    }

    @Test("the scratch copy follows the package, writing only what changed and never the package itself")
    func scratch() throws {
        let folder = try TemporaryFolder(files: [
            "Package.swift": "// manifest\n", "Sources/A/A.swift": "let a = 1\n", ".git/HEAD": "ref\n",
        ])
        let scratch = ScratchPackage(packageRoot: folder.path, root: folder.path + "/.build-mutants")
        #expect(try scratch.sync() == 2)
        #expect(!FileManager.default.fileExists(atPath: scratch.root + "/.git/HEAD"))
        #expect(try scratch.sync() == 0)
        #expect(try scratch.sync(replacing: ["Sources/A/A.swift": Array("let a = 2\n".utf8)]) == 1)
        #expect(
            FileManager.default.contents(atPath: scratch.root + "/Sources/A/A.swift")
                == Data("let a = 2\n".utf8))
        #expect(
            FileManager.default.contents(atPath: folder.path + "/Sources/A/A.swift")
                == Data("let a = 1\n".utf8))
        try FileManager.default.removeItem(atPath: folder.path + "/Sources/A/A.swift")
        try folder.write("let b = 1\n", to: "Sources/B/B.swift")
        #expect(try scratch.sync() == 1)
        #expect(!FileManager.default.fileExists(atPath: scratch.root + "/Sources/A/A.swift"))
        try folder.makeFolder(".build-mutants/.build/debug")
        #expect(try scratch.sync() == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.root + "/.build/debug"))
    }

    @Test("the scratch copy never enters a link it finds in the copy, and removes only the link")
    func scratchLinks() throws {
        let folder = try TemporaryFolder(files: [
            "Package.swift": "// manifest\n", "mine/notes.txt": "mine\n",
        ])
        let scratch = ScratchPackage(packageRoot: folder.path, root: folder.path + "/.copy")
        try scratch.sync()
        symlink(folder.path + "/mine", scratch.root + "/linked")
        try scratch.sync()
        #expect(FileManager.default.contents(atPath: folder.path + "/mine/notes.txt") == Data("mine\n".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.root + "/linked")) == nil)
    }

    @Test(
        "--scratch-path at a folder with files, or at Sources, leaves every file there: the copy is a marked folder made inside"
    )
    func scratchPathKeepsFiles() async throws {
        let files = [
            "Package.swift": "// swift-tools-version:6.0\n",
            "Architectures/Calc/Calc.swift": "func f() async -> Int { 1 }\n",
            "Tests/CalcTests/CalcTests.swift": "import Testing\n", "Sources/Lib/Lib.swift": "let lib = 1\n",
            "mine/notes.txt": "mine\n", "mine/Sources/B.swift": "let b = 2\n",
        ]
        let folder = try TemporaryFolder(files: files)
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: TextBuffer(), standardError: errors)
        var copies: [String] = []
        for path in ["mine", "Sources", "mine"] {
            var command = try MutantsCommand(arguments: ["--scratch-path", path])
            command.runner = FailingBuild()
            await #expect(throws: (any Error).self) { try await command.run(in: context) }
            for (file, contents) in files {
                #expect(
                    FileManager.default.contents(atPath: folder.path + "/" + file) == Data(contents.utf8),
                    "\(file) after --scratch-path \(path)")
            }
            let made = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + path)
                .filter { $0.hasPrefix(MutantsCommand.scratchPrefix + "-") }
            #expect(made.count == 1, "one copy in \(path): \(made)")
            let copy = folder.path + "/" + path + "/" + (made.first ?? "")
            #expect(FileManager.default.fileExists(atPath: copy + "/" + ScratchFolder.markerName))
            #expect(FileManager.default.fileExists(atPath: copy + "/Architectures/Calc/Calc.swift"))
            copies.append(copy)
        }
        #expect(copies[2] == copies[0], "a later run takes over the copy an ended run left")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.build-mutants"))
    }

    @Test("a compiler error leaves out the mutant whose code it points at, else the switch around it")
    func rejectedMutants() throws {
        let source = "func f(a: Int) -> Bool {\n    return a < 1\n}\n"
        let points = MutationPointFinder.points(in: source)
        let file = MutantSchemata.rewrite(
            Array(source.utf8), mutants: points.enumerated().map { (id: $0.offset + 1, point: $0.element) })
        let line = try #require(
            String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").dropFirst().first)
        func error(at text: String) throws -> CompilerError {
            let found = try #require(line.range(of: text))
            let column = line.utf8.distance(from: line.startIndex, to: found.lowerBound) + 1
            return CompilerError(path: "/tmp/copy/Sources/A/F.swift", line: 2, column: column, message: "bad")
        }
        let files = ["Sources/A/F.swift": file]
        #expect(points.map(\.mutationOperator) == [.swapComparison, .returnDefault, .offByOne])
        func rejected(at text: String) throws -> [Int: String] {
            MutationRunner.rejectedMutants([try error(at: text)], files: files)
        }
        #expect(try rejected(at: "a <= 1") == [1: "bad"])
        #expect(try rejected(at: "(false)") == [2: "bad"])
        #expect(try rejected(at: "(2) : (1)") == [3: "bad"])
        #expect(try rejected(at: "(__archdiffMutant(2)") == [2: "bad"])
        #expect(try rejected(at: "return") == [1: "bad", 2: "bad", 3: "bad"])
        let elsewhere = CompilerError(path: "/tmp/copy/Sources/B/G.swift", line: 2, column: 1, message: "bad")
        #expect(MutationRunner.rejectedMutants([elsewhere], files: files).isEmpty)
    }

    /// A run of two architectures with every kind of outcome.
    static func report() -> MutationReport {
        let mutants = [
            Mutant(
                id: 1, file: "Views/A.swift", layer: "Views", line: 3, mutationOperator: .removeCall,
                original: "delegate?.didTap(self)", mutated: "", status: .survived),
            Mutant(
                id: 2, file: "Views/A.swift", layer: "Views", line: 5, mutationOperator: .flipBoolean,
                original: "return true", mutated: "return false", status: .killed),
            Mutant(
                id: 3, file: "Models/B.swift", layer: "Models", line: 9, mutationOperator: .offByOne,
                original: "x + 1 | y", mutated: "x + 0 | y", status: .notCovered),
            Mutant(
                id: 4, file: "Models/B.swift", layer: "Models", line: 12, mutationOperator: .negateCondition,
                original: "while busy {", mutated: "while !busy {", status: .timedOut),
            Mutant(
                id: 5, file: "Models/B.swift", layer: "Models", line: 14, mutationOperator: .swapComparison,
                original: "a < b", mutated: "a <= b", status: .notCompiled),
        ]
        let coverage = ArchitectureCoverage(layers: [
            (
                "Models",
                FileCoverage(
                    regions: CoverageCount(covered: 3, count: 4), lines: CoverageCount(covered: 9, count: 10))
            ),
            (
                "Views",
                FileCoverage(
                    regions: CoverageCount(covered: 2, count: 2), lines: CoverageCount(covered: 5, count: 5))
            ),
        ])
        return MutationReport(
            date: "2026-11-23T10:00:00Z", commit: "0123456789abcdef", uncommittedChanges: false, sample: nil,
            seed: nil, seconds: 75,
            architectures: [
                ArchitectureMutations(
                    name: "Shop", suite: "ShopTests", layers: ["(root)", "Models", "Views"],
                    sourceDigest: "00000000000000aa", mutationPoints: 5, mutants: mutants, coverage: coverage,
                    baselineSeconds: 0.5, timeoutSeconds: 12),
                ArchitectureMutations(
                    name: "Bare", suite: "BareTests", layers: ["(root)"], sourceDigest: "00000000000000bb",
                    mutationPoints: 0, mutants: []),
            ])
    }

    @Test("counts killed, timed-out, surviving and uncovered mutants, and scores them")
    func figures() throws {
        let shop = Self.report().architectures[0]
        #expect(shop.figures.mutants == 4)
        #expect(shop.figures.killed == 1)
        #expect(shop.figures.timedOut == 1)
        #expect(shop.figures.survived == 2)
        #expect(shop.figures.notCovered == 1)
        #expect(shop.figures.notCompiled == 1)
        #expect(shop.figures.score == 50)
        #expect(shop.figures.coveredScore.map { ($0 * 10).rounded() / 10 } == 66.7)
        #expect(shop.figures(ofLayer: "Views").score == 50)
        #expect(shop.figures(ofLayer: "(root)").score == nil)
        #expect(shop.survivors.map(\.id) == [1, 3])
    }

    @Test("the JSON keeps every mutant, figure and coverage count, and reads back the same")
    func json() throws {
        let report = Self.report()
        let text = MutationJSON.encode(report)
        let decoded = try MutationJSON.decode(Data(text.utf8))
        #expect(MutationJSON.encode(decoded) == text)
        #expect(decoded.architectures[0].mutants == report.architectures[0].mutants)
        #expect(
            decoded.architectures[0].coverage?.layer("Models")?.regions == CoverageCount(covered: 3, count: 4)
        )
        #expect(decoded.architectures[1].coverage == nil)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let shop = try #require((object["architectures"] as? [[String: Any]])?.first)
        #expect((shop["figures"] as? [String: Any])?["score"] as? Double == 50)
        #expect(((shop["mutants"] as? [[String: Any]])?.first)?["status"] as? String == "survived")
        #expect(throws: MutationJSON.FormatError.self) { try MutationJSON.decode(Data("{}".utf8)) }
    }

    @Test("the table and Markdown show the figures, the layers beside their coverage, and each survivor")
    func renderers() {
        let report = Self.report()
        let table = MutationTableRenderer().render(report)
        #expect(
            table.hasPrefix(
                "archdiff mutants: Shop, Bare\nevery mutation point, run on 2026-11-23 at commit 0123456 in 1:15\n"
            ))
        #expect(table.contains("Mutation score            50.0 %   n/a\n"))
        #expect(
            table.contains(
                "  Models        2       0          1         1  50.0 %   75.0 % (3 of 4)  90.0 % (9 of 10)\n"
            ))
        #expect(
            table.contains(
                "    Views/A.swift:3  remove call\n      - delegate?.didTap(self)\n      + (removed)\n"))
        #expect(table.contains("    Models/B.swift:9  off by one (not covered)\n"))
        let markdown = MutationMarkdownRenderer().render(report)
        #expect(markdown.hasPrefix("# archdiff mutants\n\nEvery mutation point, run on 2026-11-23"))
        #expect(markdown.contains("| Mutation score | 50.0 % | n/a |\n"))
        #expect(markdown.contains("## Shop\n"))
        #expect(
            markdown.contains("| Views/A.swift:3 | remove call | `delegate?.didTap(self)` | (removed) |\n"))
        #expect(
            markdown.contains(
                "| Models/B.swift:9 | off by one (not covered) | `x + 1 \\| y` | `x + 0 \\| y` |\n"))
    }
}

/// A process runner that runs nothing and keeps the programs it was asked to start.
private final class NothingRuns: ProcessRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var started: [String] = []

    /// The programs asked for, in order.
    var programs: [String] {
        lock.withLock { started }
    }

    func run(
        _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
        timeout: Double?
    ) throws -> ProcessOutput {
        lock.withLock { started.append(program) }
        return ProcessOutput(status: 1, text: "", seconds: 0, timedOut: false)
    }
}

/// Answers every command as failed, so that a mutation run stops at its first build.
private struct FailingBuild: ProcessRunning {
    func run(
        _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
        timeout: Double?
    ) throws -> ProcessOutput {
        ProcessOutput(status: 1, text: "error: no build here\n", seconds: 0)
    }
}
