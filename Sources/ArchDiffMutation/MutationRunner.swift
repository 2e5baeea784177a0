import ArchDiffProcesses
import ArchDiffSuites
import ArchDiffSupport
import Dispatch
import Foundation

/// Runs a ``MutationPlan`` in a scratch copy of the package:
///
/// 1. the copy, unmutated, is built with coverage and each architecture's suite runs once: it must
///    pass, and its region and line coverage is measured (and kept in the copy, so that a run on an
///    unchanged package skips this step);
/// 2. every mutant is written into the copy as mutant schemata and the package is built once more;
///    mutants the compiler rejects are left out and the build repeated;
/// 3. each suite runs again with no mutant switched on, and must still pass; its time sets the limit;
/// 4. each mutant runs its architecture's suite, as `swift test --skip-build --filter '^<Suite>\.'`
///    would, with `ARCHDIFF_MUTANT` naming it, ``jobs`` at a time; a mutant whose lines the suite
///    never ran is not run.
///
/// On Linux a suite written with Swift Testing only is run by launching the built test binary with
/// the same filter (`<binary> --testing-library swift-testing --filter ...`), which is what
/// `swift test` does after loading the package, and saves that second or more per mutant.
package struct MutationRunner {
    /// Runs `swift` and the LLVM tools.
    package var runner: any ProcessRunning
    /// The copy the mutants are built in.
    package var scratch: ScratchPackage
    /// The environment whose `PATH` locates the toolchain.
    package var environment: [String: String]
    /// A fixed time limit per mutant; `nil` derives it from the unmutated run.
    package var timeout: Double?
    /// Receives progress lines, for standard error.
    package var note: (String) -> Void
    /// Whether suites may be run by launching the test binary instead of `swift test`.
    package var launchesTestBinary = true
    /// How many mutants run at once.
    package var jobs = 1

    /// How often the build is repeated without the mutants it rejected.
    static let buildRounds = 6

    /// A runner building in `scratch`.
    package init(
        runner: any ProcessRunning, scratch: ScratchPackage, environment: [String: String], timeout: Double?,
        note: @escaping (String) -> Void
    ) {
        self.runner = runner
        self.scratch = scratch
        self.environment = environment
        self.timeout = timeout
        self.note = note
    }

    /// The time limit of a mutant's run when none is given: ten seconds plus four times the
    /// unmutated run.
    package static func timeLimit(baseline seconds: Double) -> Double {
        10 + 4 * seconds
    }

    /// Runs the plan and returns each architecture's mutants with their outcomes.
    package func run(_ plan: MutationPlan) throws -> [ArchitectureMutations] {
        guard plan.architectures.contains(where: { !$0.mutants.isEmpty }) else {
            throw MutationError.noMutants
        }
        let digest = try scratch.digest()
        var results = try measureUnmutated(plan, digest: digest)
        let excluded = try buildSchemata(plan, digest: digest)
        if !excluded.isEmpty {
            note("left out \(excluded.count) mutants that do not compile")
        }
        var binary: String? = try SuiteRunner(
            runner: runner, packageRoot: scratch.root, scratchPath: nil, environment: environment, note: note
        ).coverageLocation().binary
        #if !os(Linux)
            binary = nil
        #endif
        if !launchesTestBinary {
            binary = nil
        }
        let launchers = plan.architectures.map { architecture in
            binary.flatMap { architecture.usesXCTest ? nil : $0 }
        }
        var limits: [Double] = []
        for (index, architecture) in plan.architectures.enumerated() {
            let baseline = try SuiteLaunch(runner: runner, scratchRoot: scratch.root).run(
                architecture.suite, binary: launchers[index], mutant: 0, timeout: nil, worker: 0)
            guard baseline.status == 0 else {
                throw MutationError.schemataChangeBehaviour(
                    architecture: architecture.column.name, suite: architecture.suite,
                    output: Self.tail(baseline.text))
            }
            guard TestRunSummary(output: baseline.text).tests > 0 else {
                throw MutationError.noTestsRan(
                    architecture: architecture.column.name, suite: architecture.suite)
            }
            results[index].baselineSeconds = baseline.seconds
            let limit = timeout ?? Self.timeLimit(baseline: baseline.seconds)
            results[index].timeoutSeconds = limit
            limits.append(limit)
        }
        for index in results.indices {
            for position in results[index].mutants.indices
            where excluded.contains(results[index].mutants[position].id) {
                results[index].mutants[position].status = .notCompiled
            }
        }
        try runMutants(into: &results, limits: limits, launchers: launchers)
        return results
    }

    // MARK: - 1. The unmutated suites

    /// The architectures with the coverage of their unmutated suites and their uncovered mutants
    /// marked. The unmutated run kept in the copy is reused when the package has not changed since and
    /// it holds every architecture of the plan; `digest` is the package's as the run started.
    private func measureUnmutated(_ plan: MutationPlan, digest: String) throws -> [ArchitectureMutations] {
        var measured = UnmutatedRun.load(from: scratch.root)
        if let kept = measured, kept.packageDigest == digest,
            plan.architectures.allSatisfy({ kept.architectures[$0.column.name] != nil })
        {
            note("reusing the unmutated run kept in \(scratch.root): the package has not changed since")
        } else {
            measured = try runUnmutated(plan, digest: digest)
        }
        return plan.architectures.map { architecture in
            let name = architecture.column.name
            var mutants = architecture.mutants
            for position in mutants.indices {
                guard let entry = architecture.points[mutants[position].id] else { continue }
                if measured?.neverRan(entry.path, lines: entry.point.line, entry.point.endLine, in: name)
                    == true
                {
                    mutants[position].status = .notCovered
                }
            }
            return ArchitectureMutations(
                name: name, suite: architecture.suite, layers: architecture.column.layers,
                sourceDigest: architecture.sourceDigest, mutationPoints: architecture.mutationPoints,
                mutants: mutants, coverage: measured?.coverage(of: name))
        }
    }

    /// Builds the unmutated copy with coverage and runs each suite; the plan's suites must pass. The
    /// other architectures' suites run too, so that a later run of them can reuse this one (one that
    /// fails is not kept). The run is kept in the copy.
    private func runUnmutated(_ plan: MutationPlan, digest: String) throws -> UnmutatedRun {
        note("copying the package to \(scratch.root)")
        try scratch.sync()
        let suites = SuiteRunner(
            runner: runner, packageRoot: scratch.root, scratchPath: nil, environment: environment, note: note)
        let start = DispatchTime.now().uptimeNanoseconds
        try suites.build()
        note("built in \(Self.clock(Self.seconds(since: start)))")
        let location = try suites.coverageLocation()
        var measured = UnmutatedRun(packageDigest: digest, architectures: [:])
        let planned = plan.architectures.map { (column: $0.column, suite: $0.suite) }
        let others = try MutationPlan.architecturesWithSuites(in: scratch.packageRoot).filter { other in
            !planned.contains { $0.column.name == other.column.name }
        }
        for (index, (column, suite)) in (planned + others).enumerated() {
            let files = column.files.map {
                (path: scratch.root + "/" + column.path + "/" + $0.relativePath, layer: $0.layer)
            }
            let run = try suites.runSuite(suite, files: files, coverage: location)
            guard run.passed else {
                guard index < planned.count else { continue }
                throw MutationError.unmutatedSuiteFails(
                    architecture: column.name, suite: suite, failed: run.summary.failedTests,
                    tests: run.summary.tests)
            }
            let counts = try suites.lineCounts(of: files.map(\.path), target: suite, coverage: location)
            var lineCounts: [String: [[Int]]] = [:]
            for (path, lines) in counts where path.hasPrefix(scratch.root + "/") {
                lineCounts[String(path.dropFirst(scratch.root.count + 1))] =
                    lines.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }
            }
            measured.architectures[column.name] = UnmutatedRun.Architecture(
                layers: (run.coverage?.layers ?? []).map { layer in
                    UnmutatedRun.Layer(
                        name: layer.name, coveredRegions: layer.coverage.regions.covered,
                        regions: layer.coverage.regions.count, coveredLines: layer.coverage.lines.covered,
                        lines: layer.coverage.lines.count)
                },
                lineCounts: lineCounts)
        }
        try measured.save(to: scratch.root)
        return measured
    }

    // MARK: - 2. The schemata

    /// Writes and builds the schemata, leaving out the mutants the compiler rejects; returns their
    /// numbers. The package must still be as it was when the run started (`digest`) and the plan was
    /// made, or the copy would mix two versions of it.
    private func buildSchemata(_ plan: MutationPlan, digest: String) throws -> Set<Int> {
        var excluded: Set<Int> = []
        for round in 1...Self.buildRounds {
            guard try scratch.digest() == digest else { throw MutationError.packageChanged }
            var files: [String: MutantSchemata.File] = [:]
            for (path, mutants) in plan.mutantsByFile(excluding: excluded) {
                guard let source = plan.sources[path],
                    FileManager.default.contents(atPath: scratch.packageRoot + "/" + path) == Data(source)
                else { throw MutationError.packageChanged }
                files[path] = MutantSchemata.rewrite(source, mutants: mutants)
            }
            try scratch.sync(replacing: files.mapValues(\.bytes))
            let arguments = ["build", "--build-tests", "--enable-code-coverage"]
            note("swift " + arguments.joined(separator: " ") + " (mutant schemata)")
            let build = try runner.run("swift", arguments, in: scratch.root)
            note("built in \(Self.clock(build.seconds))")
            if build.status == 0 { return excluded }
            let rejected = Self.rejectedMutants(CompilerError.errors(in: build.text), files: files)
            guard !rejected.isEmpty, round < Self.buildRounds else {
                throw MutationError.schemataDoNotCompile(Self.tail(build.text))
            }
            for (id, message) in rejected.sorted(by: { $0.key < $1.key }) {
                let mutant = plan.architectures.lazy.flatMap(\.mutants).first { $0.id == id }
                note(
                    "mutant \(id) does not compile, left out: "
                        + (mutant.map { "\($0.location) \($0.mutationOperator.title): " } ?? "") + message)
            }
            note("building again without them (round \(round + 1))")
            excluded.formUnion(rejected.keys)
        }
        return excluded
    }

    /// The mutants each error points at, with the error's message: the innermost whose mutated code
    /// holds the error's position, else the innermost switch holding it, else every mutant starting
    /// on its line.
    static func rejectedMutants(_ errors: [CompilerError], files: [String: MutantSchemata.File]) -> [Int:
        String]
    {
        var rejected: [Int: String] = [:]
        for error in errors {
            guard let (_, file) = files.first(where: { error.path.hasSuffix("/" + $0.key) }),
                let offset = error.offset(in: file.bytes)
            else { continue }
            let placements = file.placements.sorted { $0.key < $1.key }
            let innermostMutated = placements.filter { $0.value.mutated.contains(offset) }
                .min { $0.value.mutated.count < $1.value.mutated.count }
            let innermostConstruct = placements.filter { $0.value.construct.contains(offset) }
                .min { $0.value.construct.count < $1.value.construct.count }
            if let culprit = innermostMutated ?? innermostConstruct {
                rejected[culprit.key] = rejected[culprit.key] ?? error.message
                continue
            }
            let lineStart = offset - (error.column - 1)
            var lineEnd = lineStart
            while lineEnd < file.bytes.count && file.bytes[lineEnd] != 0x0A {
                lineEnd += 1
            }
            for (id, placement) in placements
            where (lineStart...lineEnd).contains(placement.construct.lowerBound) {
                rejected[id] = rejected[id] ?? error.message
            }
        }
        return rejected
    }

    // MARK: - 4. The mutants

    /// Runs every pending mutant, ``jobs`` at a time, and notes each outcome as it arrives.
    private func runMutants(
        into results: inout [ArchitectureMutations], limits: [Double], launchers: [String?]
    ) throws {
        var pending: [(architecture: Int, position: Int)] = []
        for index in results.indices {
            for position in results[index].mutants.indices
            where results[index].mutants[position].status == .pending {
                pending.append((index, position))
            }
        }
        let skipped = results.reduce(0) { $0 + $1.mutants.filter { $0.status == .notCovered }.count }
        note(
            "running \(pending.count) mutants" + (jobs > 1 ? ", \(jobs) at a time" : "")
                + (skipped == 0 ? "" : "; \(skipped) whose lines no test runs are not run"))
        let launch = SuiteLaunch(runner: runner, scratchRoot: scratch.root)
        let runs = pending.map { entry in
            (
                suite: results[entry.architecture].suite, binary: launchers[entry.architecture],
                mutant: results[entry.architecture].mutants[entry.position].id,
                limit: limits[entry.architecture]
            )
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var done = 0
        try WorkerPool(workers: jobs).run(runs.count) { item, worker in
            let run = runs[item]
            return try launch.run(
                run.suite, binary: run.binary, mutant: run.mutant, timeout: run.limit, worker: worker)
        } receive: { item, output in
            let (index, position) = pending[item]
            let status: MutantStatus = output.timedOut ? .timedOut : output.status == 0 ? .survived : .killed
            results[index].mutants[position].status = status
            done += 1
            let mutant = results[index].mutants[position]
            let elapsed = Self.seconds(since: start)
            let left = elapsed / Double(done) * Double(runs.count - done)
            note(
                "[\(done)/\(runs.count)] \(results[index].name) \(mutant.location) "
                    + "\(mutant.mutationOperator.title): \(status.title) · \(Self.clock(elapsed)) elapsed, "
                    + "about \(Self.clock(left)) left")
        }
    }

    /// Seconds since `start`, a reading of `DispatchTime.now().uptimeNanoseconds`.
    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }

    package static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let secondsText = String(whole % 60)
        return "\(whole / 60):" + (secondsText.count == 1 ? "0" : "") + secondsText
    }

    static func tail(_ text: String) -> String {
        text.split(separator: "\n").suffix(20).joined(separator: "\n")
    }
}

/// Starts one run of an architecture's suite in the scratch copy, with a mutant switched on.
struct SuiteLaunch: Sendable {
    /// Starts the processes.
    var runner: any ProcessRunning
    /// The scratch copy's root.
    var scratchRoot: String

    /// Runs `suite` with mutant `mutant` switched on (0: none), through `binary` when given, stopping
    /// it after `timeout` seconds. `worker` numbers the runs going on at once, which write their
    /// coverage profiles to files of their own. A mutant that crashes the tests ends them at once:
    /// Swift's backtracer, which would spend seconds symbolicating the crash (long enough on a busy
    /// machine to pass the time limit and count a crash as a hang), is off.
    func run(_ suite: String, binary: String?, mutant: Int, timeout: Double?, worker: Int) throws
        -> ProcessOutput
    {
        let filter = ["--filter", "^\(suite)\\."]
        let environment = [
            MutantSchemata.environmentVariable: String(mutant),
            "NO_COLOR": "1",
            "SWIFT_BACKTRACE": "enable=no",
            "LLVM_PROFILE_FILE": scratchRoot + "/.build/archdiff-mutants-\(worker).profraw",
        ]
        if let binary {
            return try runner.run(
                binary, ["--testing-library", "swift-testing"] + filter, in: scratchRoot,
                environment: environment, timeout: timeout)
        }
        return try runner.run(
            "swift", ["test", "--skip-build"] + filter, in: scratchRoot, environment: environment,
            timeout: timeout)
    }
}
