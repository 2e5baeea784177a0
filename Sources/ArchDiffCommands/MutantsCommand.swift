import ArchDiffMutation
import ArchDiffProcesses
import ArchDiffReport
import ArchDiffSource
import ArchDiffSupport
import ArgumentReading
import Foundation

/// `archdiff mutants`: mutation testing of each architecture's own unit suite.
package struct MutantsCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "mutants"
    /// The line shown in `archdiff --help`.
    package static let abstract =
        "Mutate each architecture's code and count the mutants its own suite catches."
    /// The scratch folder used unless `--scratch-path` names another, relative to the package root.
    package static let defaultScratchPath = ".build-mutants"
    /// The text shown by `archdiff mutants --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        Finds mutation points in the code of each architecture under ./Architectures and changes
        them one at a time: conditions negated, comparisons and && / || swapped, booleans flipped,
        calls removed, returned values replaced with a default, integers off by one. All mutants
        are built at once, as mutant schemata in a scratch copy of the package; each then runs the
        architecture's own suite as 'swift test --skip-build --filter <Name>Tests' would, with the
        environment variable \(MutantSchemata.environmentVariable) naming it (on Linux a Swift Testing suite
        is run by launching the built test binary, which skips loading the package every time).
        A mutant is killed when a test fails, and survives when every test passes. A run of every
        point reads the survivors' review, \(ReviewedMutant.path), if there is one: each
        survivor read there as equivalent or as a real hole is counted so. The working
        tree is never written, unless --save is given. Run it from the package root.

        USAGE: archdiff mutants [<architecture> ...] [--sample <n> [--seed <seed>]]
                                [--jobs <n>] [--timeout <seconds>] [--format <format>]
                                [--save] [--scratch-path <path>] [--swift-test]

        ARGUMENTS:
          <architecture>          An architecture folder name in any case, such as MVC or mvc
                                  (default: every one that has a suite).

        OPTIONS:
          --sample <n>            Test <n> mutants of each architecture, drawn at random.
          --seed <seed>           The seed of the sample (default: random, printed).
          -j, --jobs <n>          Run <n> mutants at once (default: 1).
          --timeout <seconds>     Time limit per mutant (default: 10 s + 4 times the unmutated
                                  run); a mutant that runs out of time counts as detected.
          -f, --format <format>   table, markdown or json (default: table).
          --save                  Also write the run as JSON to \(MutationReport.savedPath), in
                                  place of the run saved there, for 'archdiff report'.
          --scratch-path <path>   The folder in which to make the scratch copy and its build
                                  (default: \(defaultScratchPath), made if missing).
          --swift-test            Run every mutant with 'swift test' itself (slower).
          -h, --help              Show this help.

        The scratch copy is a folder archdiff makes inside the scratch path, named
        \(scratchPrefix)-XXXXXX, with a marker file naming the process that uses it. It is kept, so that
        the next run rebuilds only what changed: a later run takes over the copy whose process has
        ended and removes other such copies. Nothing else in the scratch path is read, written or
        removed, and removing never follows a link.

        Progress goes to standard error. Interrupted (ctrl-c), it stops the build or tests it
        started and exits with status 130; the working tree is untouched, and the next run puts
        the scratch copy back in order. Exit status: 0 on success, 1 when the package cannot be
        read or built, a suite fails without mutants, or a file cannot be written, 2 for a usage
        mistake.

        """

    /// The output formats it writes.
    static let formats: [OutputFormat] = [.table, .markdown, .json]

    /// The architectures to mutate; empty means every one with a suite.
    package var architectures: [String] = []
    /// Mutants per architecture, when sampling.
    package var sample: Int?
    /// The sample's seed, when given.
    package var seed: UInt64?
    /// How many mutants run at once.
    package var jobs = 1
    /// The time limit per mutant, when given.
    package var timeout: Double?
    /// The output format.
    package var format: OutputFormat = .table
    /// Whether to write the run to ``MutationReport/savedPath``.
    package var save = false
    /// The scratch folder, relative to the package root unless absolute.
    package var scratchPath = MutantsCommand.defaultScratchPath
    /// Whether every mutant runs through `swift test` rather than the test binary.
    package var usesSwiftTest = false
    /// Starts `swift`, `git` and the LLVM tools.
    package var runner: any ProcessRunning = LiveProcessRunner()

    /// Parses architecture names and the options.
    package init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        var seedGiven = false
        while let argument = list.next() {
            let format: OutputFormat?
            do {
                format = try list.format(from: argument)
            } catch .invalidValue(let value, let option, _) {
                throw .invalidValue(value, option: option, allowed: Self.formats.map(\.rawValue))
            }
            if let format {
                guard Self.formats.contains(format) else {
                    throw .invalidValue(
                        format.rawValue, option: "--format", allowed: Self.formats.map(\.rawValue))
                }
                self.format = format
                continue
            }
            switch argument {
            case "--sample":
                let value = try list.value(for: argument)
                guard let count = Int(value), count > 0 else {
                    throw .invalidValue(value, option: argument, allowed: ["a whole number above 0"])
                }
                sample = count
            case "--seed":
                let value = try list.value(for: argument)
                guard let number = UInt64(value) else {
                    throw .invalidValue(value, option: argument, allowed: ["a whole number from 0"])
                }
                seed = number
                seedGiven = true
            case "-j", "--jobs":
                let value = try list.value(for: argument)
                guard let count = Int(value), count > 0 else {
                    throw .invalidValue(value, option: argument, allowed: ["a whole number above 0"])
                }
                jobs = count
            case "--timeout":
                let value = try list.value(for: argument)
                guard let seconds = Double(value), seconds > 0 else {
                    throw .invalidValue(value, option: argument, allowed: ["a number of seconds above 0"])
                }
                timeout = seconds
            case "--save":
                save = true
            case "--swift-test":
                usesSwiftTest = true
            case "--scratch-path":
                scratchPath = try list.value(for: argument)
            default:
                guard !argument.hasPrefix("-") else { throw .unknownOption(argument) }
                architectures.append(argument)
            }
        }
        if seedGiven && sample == nil {
            throw .optionNeedsOption("--seed", "--sample")
        }
    }

    /// Plans, runs and reports the mutants; writes the saved run when asked.
    package func run(in context: CommandContext) throws {
        let root = context.currentDirectory
        let note = { (line: String) in context.standardError.write("archdiff: \(line)\n") }
        let seed = self.seed ?? UInt64.random(in: 0..<(1 << 32))
        let plan = try MutationPlan.make(
            packageRoot: root, architectures: architectures, sample: sample, seed: seed, note: note)
        if let sample {
            note("sampling \(sample) mutants per architecture with seed \(seed)")
        }
        let date = ISO8601DateFormatter().string(from: Date())
        let (commit, uncommitted) = gitState(of: root)
        let start = Date()
        let folder = try Self.scratchFolder(
            in: scratchPath.hasPrefix("/") ? scratchPath : root + "/" + scratchPath, note: note)
        let scratch = ScratchPackage(packageRoot: root, root: folder.path)
        var mutationRunner = MutationRunner(
            runner: runner, scratch: scratch, environment: context.environment, timeout: timeout, note: note)
        mutationRunner.launchesTestBinary = !usesSwiftTest
        mutationRunner.jobs = jobs
        let results = try withExtendedLifetime(folder) { try mutationRunner.run(plan) }
        var report = MutationReport(
            date: date, commit: commit, uncommittedChanges: uncommitted, sample: plan.sample, seed: plan.seed,
            seconds: Date().timeIntervalSince(start), architectures: results)
        if plan.sample == nil {
            let reviewed: [ReviewedMutant]
            do {
                reviewed = try ReviewedMutant.load(packageRoot: root)
            } catch {
                throw InputError.invalidFile(ReviewedMutant.path, reason: error.description)
            }
            for index in report.architectures.indices {
                report.architectures[index].reviewed = reviewed
            }
        }
        switch format {
        case .json:
            context.standardOutput.write(MutationJSON.encode(report))
        case .markdown:
            context.standardOutput.write(MutationMarkdownRenderer().render(report))
        default:
            let style = context.style
            context.standardOutput(styledBy: style).write(MutationTableRenderer(style: style).render(report))
        }
        if save {
            try OutputFiles.writeGenerated(
                MutationJSON.encode(report), to: MutationReport.savedPath, under: root)
            note("wrote \(MutationReport.savedPath); 'archdiff report' includes it")
        }
    }

    /// The prefix of the scratch copy's folder inside the scratch path.
    static let scratchPrefix = ".archdiff-mutants"

    /// The scratch copy's folder in `parent` (made when missing, but not its own parent): the one an
    /// earlier run left, whose build is reused, or a new one. Other folders earlier runs left are removed.
    static func scratchFolder(in parent: String, note: (String) -> Void) throws -> ScratchFolder {
        guard mkdir(parent, 0o777) == 0 || errno == EEXIST else {
            throw ScratchFolderError.cannotCreate(
                parent: parent, reason: String(cString: strerror(errno)).lowercased())
        }
        let folder = try ScratchFolder.reuse(in: parent, prefix: scratchPrefix)
        for leftover in ScratchFolder.removeLeftovers(in: parent, prefix: scratchPrefix) {
            note("removed \(leftover.path), a scratch copy an earlier run left")
        }
        return folder
    }

    /// The commit checked out and whether the code or tests have uncommitted changes; `nil` and
    /// `false` outside a git repository.
    private func gitState(of root: String) -> (String?, Bool) {
        guard let head = try? runner.run("git", ["rev-parse", "HEAD"], in: root), head.status == 0 else {
            return (nil, false)
        }
        let status = try? runner.run(
            "git", ["status", "--porcelain", "--", "Package.swift", "Sources", "Architectures", "Tests"],
            in: root)
        let changed = status.map {
            $0.status == 0 && !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        return (head.text.trimmingCharacters(in: .whitespacesAndNewlines), changed ?? false)
    }
}
