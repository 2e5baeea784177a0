import ArchDiffProcesses
import Foundation

/// Builds the test bundle with coverage once, then runs one architecture's suite at a time and
/// measures the region and line coverage of that architecture's files with llvm-cov.
///
/// Every `swift test --enable-code-coverage` run empties the coverage folder first, so the profile
/// data after a run holds that suite's run only. SwiftPM merges it into `default.profdata` when the
/// tests pass; after a failure the runner merges the raw profiles itself with `llvm-profdata`.
package struct SuiteRunner {
    /// Runs `swift`, `llvm-cov` and `llvm-profdata`.
    package var runner: any ProcessRunning
    /// The package whose suites run.
    package var packageRoot: String
    /// Passed to every `swift` command as `--scratch-path`, when set.
    package var scratchPath: String?
    /// The environment whose `PATH` locates the toolchain.
    package var environment: [String: String]
    /// Receives a line for each step, for progress on standard error.
    package var note: (String) -> Void

    /// A runner for the package at `packageRoot`.
    package init(
        runner: any ProcessRunning, packageRoot: String, scratchPath: String?, environment: [String: String],
        note: @escaping (String) -> Void
    ) {
        self.runner = runner
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath
        self.environment = environment
        self.note = note
    }

    /// Where the coverage of a test run is found.
    package struct CoverageLocation: Equatable, Sendable {
        /// The folder SwiftPM writes profiles to.
        package var folder: String
        /// The test bundle's executable, which holds the coverage mapping.
        package var binary: String
    }

    /// Builds every test target with coverage instrumentation.
    package func build() throws(RunError) {
        let arguments = swiftArguments(["build", "--build-tests", "--enable-code-coverage"])
        note("swift " + arguments.joined(separator: " "))
        let output = try run("swift", arguments)
        guard output.status == 0 else {
            throw .buildFailed(output.text.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
    }

    /// The coverage folder and test binary of the built package.
    package func coverageLocation() throws(RunError) -> CoverageLocation {
        let jsonPath = try lastLine(of: swiftArguments(["test", "--show-codecov-path"]))
        let binPath = try lastLine(of: swiftArguments(["build", "--show-bin-path"]))
        let json = URL(fileURLWithPath: jsonPath)
        let product = json.deletingPathExtension().lastPathComponent + "PackageTests"
        let bundle = binPath + "/" + product + ".xctest"
        let candidates = [bundle + "/Contents/MacOS/" + product, bundle]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            throw .unexpectedOutput(
                command: "swift build --show-bin-path", output: "no test bundle at \(bundle)")
        }
        return CoverageLocation(folder: json.deletingLastPathComponent().path, binary: binary)
    }

    /// Runs the test target `target` and measures the coverage of `files` (absolute paths and layers).
    package func runSuite(
        _ target: String, files: [(path: String, layer: String)], coverage location: CoverageLocation
    ) throws(RunError) -> SuiteRun {
        let arguments = swiftArguments([
            "test", "--skip-build", "--enable-code-coverage", "--filter", "^\(target)\\.",
        ])
        note("swift " + arguments.joined(separator: " "))
        let output = try run("swift", arguments)
        var result = SuiteRun(
            passed: output.status == 0, summary: TestRunSummary(output: output.text), seconds: output.seconds,
            coverage: nil)
        do {
            let profile = try profileData(in: location.folder, for: target)
            let export = try run(
                try toolchain.path(of: "llvm-cov"),
                ["export", "-summary-only", "-instr-profile", profile, location.binary] + files.map(\.path))
            guard export.status == 0 else {
                throw RunError.unexpectedOutput(command: "llvm-cov export", output: export.text)
            }
            let fileCoverage = try CoverageExport.coverage(fromJSON: Data(export.text.utf8))
            result.coverage = ArchitectureCoverage(files: files, fileCoverage: fileCoverage)
        } catch {
            result.coverageProblem = String(describing: error)
        }
        return result
    }

    /// How often each line of `files` ran in the last run of `target`, per absolute path, from
    /// `llvm-cov export -format=lcov`.
    package func lineCounts(of files: [String], target: String, coverage location: CoverageLocation) throws
        -> [String: [Int: Int]]
    {
        let profile = try profileData(in: location.folder, for: target)
        let export = try run(
            try toolchain.path(of: "llvm-cov"),
            ["export", "-format=lcov", "-instr-profile", profile, location.binary] + files)
        guard export.status == 0 else {
            throw RunError.unexpectedOutput(command: "llvm-cov export -format=lcov", output: export.text)
        }
        return CoverageExport.lineCounts(fromLCOV: export.text)
    }

    private var toolchain: Toolchain {
        Toolchain(environment: environment, runner: runner, directory: packageRoot)
    }

    /// `default.profdata` when SwiftPM merged it, else the raw profiles merged into a file of our own.
    private func profileData(in folder: String, for target: String) throws -> String {
        let merged = folder + "/default.profdata"
        if FileManager.default.fileExists(atPath: merged) { return merged }
        let raw =
            (try? FileManager.default.contentsOfDirectory(atPath: folder))?
            .filter { $0.hasSuffix(".profraw") }.sorted().map { folder + "/" + $0 } ?? []
        guard !raw.isEmpty else {
            throw RunError.unexpectedOutput(command: "swift test", output: "no coverage profile in \(folder)")
        }
        let output = folder + "/archdiff-\(target).profdata"
        let merge = try run(
            try toolchain.path(of: "llvm-profdata"), ["merge", "-sparse"] + raw + ["-o", output])
        guard merge.status == 0 else {
            throw RunError.unexpectedOutput(command: "llvm-profdata merge", output: merge.text)
        }
        return output
    }

    private func swiftArguments(_ arguments: [String]) -> [String] {
        arguments + (scratchPath.map { ["--scratch-path", $0] } ?? [])
    }

    private func lastLine(of arguments: [String]) throws(RunError) -> String {
        let output = try run("swift", arguments)
        let line = output.text.split(separator: "\n").last.map(String.init) ?? ""
        guard output.status == 0, line.hasPrefix("/") else {
            throw .unexpectedOutput(command: "swift " + arguments.joined(separator: " "), output: output.text)
        }
        return line.trimmingCharacters(in: .whitespaces)
    }

    private func run(_ program: String, _ arguments: [String]) throws(RunError) -> ProcessOutput {
        do {
            return try runner.run(program, arguments, in: packageRoot)
        } catch {
            throw .unexpectedOutput(
                command: ([program] + arguments).joined(separator: " "), output: "\(error)")
        }
    }
}
