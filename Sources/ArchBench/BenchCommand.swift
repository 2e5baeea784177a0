import ArchDiffBench
import ArchDiffCommands
import ArchDiffProcesses
import ArchDiffReport
import ArchDiffSupport
import ArchitectureRegistry
import ArgumentReading
import Foundation
import TaskListUI

/// `archdiff bench`: drives every registered architecture through the same key scripts on a real
/// SQLite database and a headless terminal, and reports key-to-frame times, bytes written per frame
/// and peak memory, with the differences that are beyond noise.
package struct BenchCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "bench"
    /// The line shown in `archdiff --help`.
    package static let abstract = "Measure each architecture's key-to-frame time, bytes per frame and memory."
    /// The text shown by `archdiff bench --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        Runs every registered architecture in-process on a headless terminal and a SQLite database
        in a scratch folder, with lists of each size, through the same key scripts. Each
        architecture runs in processes of its own, taking turns, so that its peak memory is its
        own. Build in release mode: swift run -c release archdiff bench.
        Progress goes to standard error. docs/METRICS.md defines every figure and the noise rule.

        USAGE: archdiff bench [--runs <n>] [--warmup <n>] [--processes <n>] [--sizes <list>]
                              [--architecture <name> ...] [--clock cpu|wall] [--quick] [--in-process]
                              [--format <format>] [--save <file> | --no-save]

        OPTIONS:
          --runs <n>              Measured samples per figure in each process (default: 50).
          --warmup <n>            Unmeasured repetitions before them (default: 5).
          --processes <n>         Processes per architecture, samples pooled (default: 3).
          --sizes <list>          List lengths in tasks, comma-separated (default: 100,1000,10000).
          --architecture <name>   Measure only this architecture (its name in any case, such as
                                  mvc or MVC); repeat for more.
          --clock cpu|wall        Time as the process's CPU time, steady on a busy machine,
                                  or as elapsed time (default: cpu).
          --quick                 1 process, 3 runs after 1 warm-up, 100 tasks; saves nothing.
          --in-process            Run every architecture in this process: no peak memory.
          -f, --format <format>   table, markdown, json or csv (default: table).
          --save <file>           Also write the figures as JSON to <file>, as the shell's '>'
                                  writes it (its folder must exist).
          --no-save               Write no JSON file.
          -h, --help              Show this help.

        A run of every architecture and list length from the package root also writes its JSON to
        \(BenchReport.defaultPath), which 'archdiff report' shows beside the code figures.
        The scratch folder is made fresh in the temporary directory ($TMPDIR), as
        archdiff-bench-XXXXXX, with a marker file naming the process; it is removed when the run
        ends, also on ctrl-c, SIGTERM or SIGHUP. One that a killed run left (SIGKILL) is removed
        at the next start, once its process has ended; nothing else there is touched.

        Interrupted (ctrl-c), it stops its worker, removes its scratch folder and exits with
        status 130. Exit status: 0 on success, 1 when a measurement fails or a file cannot be
        written, 2 for a usage mistake.

        """

    /// How much is measured.
    var settings = BenchSettings()
    /// The output format.
    var format: OutputFormat = .table
    /// Where to write the JSON: a path given with `--save`, or nil.
    var savePath: String?
    /// Whether `--no-save` or `--quick` turned the default file off.
    var savesNothing = false
    /// Whether every architecture runs in this process.
    var runsInProcess = false
    /// Set in a worker process: the scratch folder its parent seeded.
    var workerFolder: String?

    /// Parses the options above, and `--worker <folder>`, which a bench run passes to its workers.
    package init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        var isQuick = false
        var rest: [String] = []
        while let argument = list.next() {
            if let format = try list.format(from: argument) {
                self.format = format
                continue
            }
            switch argument {
            case "--quick": isQuick = true
            case "--in-process": runsInProcess = true
            case "--save": savePath = try list.value(for: argument)
            case "--no-save": savesNothing = true
            case "--worker": workerFolder = try list.value(for: argument)
            default: rest.append(argument)
            }
        }
        if isQuick {
            settings = .quick
            savesNothing = true
        }
        var options = ArgumentList(rest)
        while let argument = options.next() {
            guard try settings.read(argument, from: &options) else {
                throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
            }
        }
        let known = ArchitectureRegistry.all.map(\.name)
        settings.architectures = try settings.architectures.map { name throws(UsageError) in
            guard let architecture = NameMatching.name(name, in: known) else {
                throw .invalidValue(name, option: "--architecture", allowed: known)
            }
            return architecture
        }
        if workerFolder != nil && settings.architectures.count != 1 {
            throw .optionNeedsOption("--worker", "one --architecture")
        }
    }

    /// The architectures to measure, in the registry's order.
    private var architectures: [any Architecture] {
        ArchitectureRegistry.all.filter {
            settings.architectures.isEmpty || settings.architectures.contains($0.name)
        }
    }

    /// Measures, prints the report and writes the JSON file.
    @MainActor
    package func run(in context: CommandContext) async throws {
        let progress: (String) -> Void = { context.standardError.write("bench: \($0)\n") }
        if let workerFolder, let architecture = architectures.first {
            let folder: ScratchFolder
            do {
                folder = try ScratchFolder.inUse(at: workerFolder)
            } catch {
                throw BenchFailure("\(error)")
            }
            let benchmark = ArchitectureBenchmark(
                architecture: architecture, settings: settings, folder: folder, progress: progress)
            let result = try await benchmark.run(includesMemory: true)
            context.standardOutput.write(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
            return
        }
        if RunProbe.configuration == "debug" {
            progress(
                "this is a debug build; for figures that mean something: swift run -c release archdiff bench")
        }
        let date = RunProbe.date()
        let commit = RunProbe.commit(in: context.currentDirectory)
        let folder = try Self.makeScratchFolder(progress: progress)
        InterruptHandler.removeOnSignal(folder)
        defer {
            InterruptHandler.keep(folder)
            do {
                try folder.remove()
            } catch {
                progress("\(error)")
            }
        }
        for tasks in settings.sizes {
            progress("seeding a database with a list of \(tasks) tasks")
            try SeedDatabase.create(tasks: tasks, in: folder)
        }
        var samples: [BenchFigure: [String: [[Double]]]] = [:]
        for process in 1...settings.processes {
            for architecture in architectures {
                progress("\(architecture.name), process \(process) of \(settings.processes)")
                let result = try await measure(architecture, folder: folder, progress: progress)
                for (figure, values) in result.samples {
                    samples[figure, default: [:]][architecture.name, default: []].append(values)
                }
            }
        }
        let report = BenchReport(
            run: BenchRun(
                date: date, commit: commit, machine: RunProbe.machine(),
                configuration: RunProbe.configuration, runs: settings.runs, warmup: settings.warmup,
                processes: settings.processes, sizes: settings.sizes,
                terminalSize: "\(settings.terminalSize.width)x\(settings.terminalSize.height)",
                clock: settings.clock.recordedName),
            architectures: architectures.map(\.name), rows: rows(of: samples))
        let style = format.style(in: context)
        context.standardOutput(styledBy: style).write(format.render(report, style: style))
        if let savePath {
            try OutputFiles.write(
                OutputFormat.json.render(report), to: savePath, relativeTo: context.currentDirectory)
            progress("wrote \(savePath)")
        } else if savesDefaultFile(in: context) {
            try OutputFiles.writeGenerated(
                OutputFormat.json.render(report), to: BenchReport.defaultPath,
                under: context.currentDirectory)
            progress("wrote \(BenchReport.defaultPath); 'archdiff report' shows it")
        }
    }

    /// The prefix of the scratch folders' names in the temporary directory.
    static let scratchPrefix = "archdiff-bench"

    /// Removes the scratch folders that bench runs killed outright left behind, then makes this run's.
    private static func makeScratchFolder(progress: (String) -> Void) throws(BenchFailure) -> ScratchFolder {
        let temporary = FileManager.default.temporaryDirectory.path
        for leftover in ScratchFolder.removeLeftovers(in: temporary, prefix: scratchPrefix) {
            let owner = leftover.processIdentifier.map { " by process \($0)" } ?? ""
            progress("removed \(leftover.path), the scratch folder left\(owner), which has ended")
        }
        do {
            return try ScratchFolder.create(in: temporary, prefix: scratchPrefix)
        } catch .cannotCreate(_, let reason) {
            throw BenchFailure(
                "cannot create a scratch folder in the temporary directory '\(temporary)': \(reason)")
        } catch {
            throw BenchFailure("\(error)")
        }
    }

    @MainActor
    private func measure(
        _ architecture: any Architecture, folder: ScratchFolder, progress: @escaping (String) -> Void
    ) async throws -> WorkerResult {
        guard !runsInProcess else {
            let benchmark = ArchitectureBenchmark(
                architecture: architecture, settings: settings, folder: folder, progress: progress)
            return try await benchmark.run(includesMemory: false)
        }
        return try WorkerProcess.run(
            arguments: [Self.name, "--worker", folder.path, "--architecture", architecture.name]
                + settings.workerArguments,
            architecture: architecture.name)
    }

    /// One row per figure that has samples: by kind, then by list length.
    private func rows(of samples: [BenchFigure: [String: [[Double]]]]) -> [BenchRow] {
        BenchFigure.Kind.allCases.flatMap { kind in
            let figures =
                kind.isPerListLength
                ? settings.sizes.map { BenchFigure(kind, tasks: $0) } : [BenchFigure(kind)]
            return figures.compactMap { figure in
                samples[figure].map { BenchRow(figure: figure, processSamples: $0) }
            }
        }
    }

    /// Whether the run writes its JSON to ``BenchReport/defaultPath``: a full run from the package root,
    /// without `--save`, `--no-save` or `--quick`.
    private func savesDefaultFile(in context: CommandContext) -> Bool {
        let isPackageRoot = FileManager.default.fileExists(
            atPath: context.currentDirectory + "/Package.swift")
        return !savesNothing && settings.measuresEverything && isPackageRoot
    }
}
