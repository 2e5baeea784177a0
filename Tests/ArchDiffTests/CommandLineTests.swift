import ArchDiffCommands
import ArchDiffSupport
import Foundation
import Testing

/// The outcome of running `archdiff` in memory.
private struct Run {
    var exitCode: Int32
    var output: String
    var errors: String
}

private func archdiff(
    _ arguments: [String], in directory: String = "/", environment: [String: String] = [:],
    terminal: Bool = false
) async -> Run {
    let output = TextBuffer()
    let errors = TextBuffer()
    let context = CommandContext(
        currentDirectory: directory, environment: environment, outputIsTerminal: terminal,
        standardOutput: output,
        standardError: errors)
    let code = await ArchDiffCommand.run(arguments, context: context)
    return Run(exitCode: code, output: output.text, errors: errors.text)
}

@Suite("Command line")
struct CommandLineTests {
    @Test("metrics arguments: folders, --format in both spellings, --diff and --")
    func parsing() throws {
        let command = try MetricsCommand(arguments: [
            "A", "-f", "json", "B", "--diff", "A", "B", "--", "-odd",
        ])
        #expect(command.folders == ["A", "B", "-odd"])
        #expect(command.format == .json)
        #expect(command.diffColumns?.base == "A")
        #expect(command.diffColumns?.other == "B")
        #expect(try MetricsCommand(arguments: ["--format=csv"]).format == .csv)
        #expect(try MetricsCommand(arguments: []).folders.isEmpty)
    }

    @Test("argument mistakes are usage errors")
    func parsingErrors() {
        #expect(throws: UsageError.unknownOption("--fast")) { try MetricsCommand(arguments: ["--fast"]) }
        #expect(throws: UsageError.missingValue(option: "--format")) {
            try MetricsCommand(arguments: ["--format"])
        }
        #expect(throws: UsageError.missingValue(option: "--diff")) {
            try MetricsCommand(arguments: ["--diff", "MVC"])
        }
        #expect(throws: UsageError.sameColumnTwice("MVC")) {
            try MetricsCommand(arguments: ["--diff", "MVC", "MVC"])
        }
        #expect(
            throws: UsageError.invalidValue(
                "xml", option: "--format", allowed: ["table", "markdown", "json", "csv"])
        ) {
            try MetricsCommand(arguments: ["--format", "xml"])
        }
    }

    @Test("--help prints usage and exits 0, for the tool and for metrics")
    func help() async {
        let overview = await archdiff(["--help"])
        #expect(overview.exitCode == 0)
        #expect(overview.output.contains("USAGE: archdiff <subcommand>"))
        #expect(overview.output.contains("  metrics   "))
        #expect(overview.output.contains("  tests     "))
        #expect(overview.output.contains("  report    "))
        await #expect(
            archdiff(["tests", "--help"]).output.contains("USAGE: archdiff tests [--format <format>]"))
        await #expect(archdiff(["help", "report"]).output.contains("USAGE: archdiff report [--html <file>]"))
        let metrics = await archdiff(["metrics", "--help"])
        #expect(metrics.exitCode == 0)
        #expect(metrics.output.contains("USAGE: archdiff metrics [<folder> ...] [--format <format>]"))
        #expect(metrics.errors.isEmpty)
        await #expect(archdiff(["help", "metrics"]).output == metrics.output)
        await #expect(archdiff(["help"]).output == overview.output)
    }

    @Test("--version prints the tool's name and version and exits 0; the help lists it")
    func version() async {
        let run = await archdiff(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.output == "archdiff \(ArchDiffCommand.version)\n")
        #expect(run.errors.isEmpty)
        await #expect(archdiff(["--help"]).output.contains("\n  --version    Show the version.\n"))
    }

    @Test("an option's value may be a negative number, which is then refused for what it is")
    func negativeValues() async {
        let run = await archdiff(["mutants", "--sample", "-3"])
        #expect(run.exitCode == 2)
        #expect(
            run.errors.hasPrefix(
                "archdiff: error: '-3' is not a valid value for '--sample'; use a whole number above 0\n"))
        #expect(throws: UsageError.missingValue(option: "--seed")) {
            try MutantsCommand(arguments: ["--sample", "2", "--seed", "--save"])
        }
        #expect(throws: UsageError.missingValue(option: "--format")) {
            try MetricsCommand(arguments: ["--format", "-f"])
        }
        #expect(
            throws: UsageError.invalidValue(
                "-", option: "--format", allowed: ["table", "markdown", "json", "csv"])
        ) {
            try MetricsCommand(arguments: ["--format", "-"])
        }
    }

    @Test("usage errors print a message and a hint on stderr and exit 2")
    func usageErrors() async {
        for arguments in [[], ["reports"], ["metrics", "--fast"], ["metrics", "--format", "xml"]] {
            let run = await archdiff(arguments)
            #expect(run.exitCode == 2)
            #expect(run.errors.hasPrefix("archdiff: error: "))
            #expect(run.errors.contains("--help' for usage."))
            #expect(run.output.isEmpty)
        }
        await #expect(archdiff(["metrics", "--fast"]).errors.contains("unknown option '--fast'"))
    }

    @Test("a usage error quotes at most 80 characters of a long argument and counts the rest")
    func longArgument() async {
        let word = String(repeating: "z", count: 100_000)
        let option = "--" + word.dropFirst(2)
        for (arguments, quoted) in [
            ([word], word), (["metrics", option], option), (["metrics", "-f", word], word),
        ] {
            let run = await archdiff(arguments)
            #expect(run.exitCode == 2)
            #expect(
                run.errors.contains("'\(quoted.prefix(80))…' (99920 more characters)"),
                "\(arguments.map(\.count))")
            #expect(run.errors.count < 400, "\(arguments.map(\.count))")
        }
    }

    @Test("a missing folder is an input error: message on stderr, exit 1")
    func missingFolder() async throws {
        let folder = try TemporaryFolder()
        let run = await archdiff(["metrics", "Nowhere"], in: folder.path)
        #expect(run.exitCode == 1)
        #expect(run.errors == "archdiff: error: folder 'Nowhere' does not exist\n")
        #expect(run.output.isEmpty)
    }

    @Test("a folder without Swift files is an input error: message on stderr, exit 1")
    func emptyFolder() async throws {
        let folder = try TemporaryFolder(files: ["Empty/README.md": "nothing here"])
        let run = await archdiff(["metrics", "Empty"], in: folder.path)
        #expect(run.exitCode == 1)
        #expect(run.errors == "archdiff: error: folder 'Empty' contains no Swift files\n")
    }

    @Test("without folders and without Architectures/, metrics explains what to do and exits 1")
    func noArchitectures() async throws {
        let folder = try TemporaryFolder()
        let run = await archdiff(["metrics"], in: folder.path)
        #expect(run.exitCode == 1)
        #expect(run.errors.contains("no 'Architectures' folder"))
    }

    @Test("without folders, metrics compares the subfolders of Architectures/")
    func defaultColumns() async throws {
        let folder = try Fixtures.folder()
        let run = await archdiff(["metrics"], in: folder.path)
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("archdiff metrics: MVC, MVP\n"))
        #expect(run.errors.isEmpty)
    }

    @Test("--diff names two columns; an unknown name is a usage error")
    func diff() async throws {
        let folder = try Fixtures.folder()
        let run = await archdiff(["metrics", "--diff", "MVC", "MVP", "--format", "csv"], in: folder.path)
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("metric,label,MVC,MVP,delta,ratio\n"))
        let unknown = await archdiff(["metrics", "--diff", "MVC", "MVVM"], in: folder.path)
        #expect(unknown.exitCode == 2)
        #expect(unknown.errors.contains("no column named 'MVVM'; columns are: MVC, MVP"))
    }

    @Test("--diff takes column names in any case; two spellings of one column are still one column")
    func diffInAnyCase() async throws {
        let folder = try Fixtures.folder()
        let run = await archdiff(["metrics", "--diff", "mvc", "Mvp", "--format", "csv"], in: folder.path)
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("metric,label,MVC,MVP,delta,ratio\n"))
        let same = await archdiff(["metrics", "--diff", "mvc", "MVC"], in: folder.path)
        #expect(same.exitCode == 2)
        #expect(same.errors.contains("'--diff' needs two different columns, got 'MVC' twice"))
    }

    @Test("a typed name matches exactly, or else the one name that matches in any case")
    func nameMatching() {
        #expect(NameMatching.name("MVP", in: ["MVC", "MVP"]) == "MVP")
        #expect(NameMatching.name("mvc", in: ["MVC", "MVP"]) == "MVC")
        #expect(NameMatching.name("a", in: ["A", "a"]) == "a")
        #expect(NameMatching.name("Ab", in: ["AB", "ab"]) == nil)
        #expect(NameMatching.name("c", in: ["A", "B"]) == nil)
    }

    @Test("colour appears only on a terminal without NO_COLOR")
    func colourRules() async throws {
        let folder = try Fixtures.folder()
        #expect(await archdiff(["metrics"], in: folder.path, terminal: true).output.contains("\u{1B}["))
        #expect(
            !(await archdiff(["metrics"], in: folder.path, environment: ["NO_COLOR": ""], terminal: true)
                .output
                .contains("\u{1B}[")))
        #expect(!(await archdiff(["metrics"], in: folder.path).output.contains("\u{1B}[")))
    }
}
