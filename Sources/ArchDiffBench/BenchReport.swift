import Foundation
import SafeText

/// The figures of one `archdiff bench` run: per figure and architecture, a summary of the samples.
///
/// `archdiff bench` writes it as JSON to ``defaultPath``; `archdiff report` reads it from there.
package struct BenchReport: Equatable, Sendable {
    /// Where a full bench run is recorded, relative to the package root.
    package static let defaultPath = "docs/bench/latest.json"
    /// Where a second full run is recorded, relative to the package root: the report claims a time
    /// difference only when it repeats there.
    package static let replicationPath = "docs/bench/replication.json"

    /// When, where and how the run was made.
    package var run: BenchRun
    /// The architectures' names, in the order they were measured and are shown.
    package var architectures: [String]
    /// One row per figure, in the order they are shown.
    package var rows: [BenchRow]
    /// The second run that every time difference was checked against, when one was asked for and found.
    package var secondRun: BenchRun?
    /// Why no time difference is claimed, when a second run was asked for and none is comparable.
    package var missingSecondRun: String?

    /// A report of `rows` for `architectures`.
    package init(run: BenchRun, architectures: [String], rows: [BenchRow]) {
        self.run = run
        self.architectures = architectures
        self.rows = rows
    }

    /// This report with its time differences claimed only where they repeat in `second`, a second run of
    /// the same commit, build, clock, list lengths and terminal; with none comparable, none is claimed.
    package func replicated(by second: BenchReport?) -> BenchReport {
        var report = self
        let problem = second.map { reasonNotComparable($0.run) } ?? "no second run is recorded"
        let comparable = problem == nil ? second : nil
        report.missingSecondRun = problem
        report.secondRun = comparable?.run
        report.rows = rows.map { row in
            var row = row
            row.replication = comparable?.rows.first { $0.figure == row.figure }.map { .row($0) } ?? .missing
            return row
        }
        return report
    }

    /// Why `other` cannot repeat this run, or nil when it can.
    private func reasonNotComparable(_ other: BenchRun) -> String? {
        if other.date == run.date {
            return "the second run is the first one again (both of \(run.date))"
        }
        if run.commit.hasSuffix("+changes") || run.commit == "unknown" {
            return
                "the first run's code is no commit (\(run.commit)), so no second run can be known to be of the same code"
        }
        if other.commit != run.commit {
            return "the second run is of commit \(other.commit), the first of \(run.commit)"
        }
        let settings: [(String, String, String)] = [
            ("build", run.configuration, other.configuration),
            ("clock", run.clockDescription, other.clockDescription),
            (
                "list lengths", run.sizes.map(String.init).joined(separator: ", "),
                other.sizes.map(String.init).joined(separator: ", ")
            ),
            ("terminal size", run.terminalSize, other.terminalSize),
        ]
        return settings.first { $0.1 != $0.2 }.map { name, first, second in
            "the second run's \(name) (\(second)) is not the first's (\(first))"
        }
    }

    /// The rows of one kind of figure, in list-length order.
    package func rows(of kind: BenchFigure.Kind) -> [BenchRow] {
        rows.filter { $0.figure.kind == kind }
    }

    /// Reads a report from the JSON that `archdiff bench` writes; `path` names the file in errors.
    package init(json data: Data, path: String) throws(BenchFileError) {
        let saved: SavedReport
        do {
            saved = try JSONDecoder().decode(SavedReport.self, from: data)
        } catch let error as DecodingError {
            throw BenchFileError(path: path, reason: Self.reason(error))
        } catch {
            throw BenchFileError(path: path, reason: "it is not valid JSON")
        }
        run = saved.run
        architectures = saved.architectures
        rows = try saved.figures.map { figure throws(BenchFileError) in
            guard let kind = BenchFigure.Kind(rawValue: figure.key) else {
                throw BenchFileError(path: path, reason: "unknown figure \(Excerpt.quoted(figure.key))")
            }
            var summaries: [String: SampleSummary] = [:]
            var processMedians: [String: [Double]] = [:]
            for result in figure.results {
                processMedians[result.architecture] = result.processMedians ?? []
                summaries[result.architecture] = SampleSummary(
                    count: result.samples, minimum: result.min, lowerQuartile: result.p25,
                    median: result.median,
                    upperQuartile: result.p75, p99: result.p99, maximum: result.max)
            }
            return BenchRow(
                figure: BenchFigure(kind, tasks: figure.tasks), summaries: summaries,
                processMedians: processMedians)
        }
    }

    /// What is wrong with a file, and where: `'cores' is not an integer`.
    private static func reason(_ error: DecodingError) -> String {
        func location(_ path: [any CodingKey]) -> String {
            guard let last = path.last else { return "the document" }
            guard let index = last.intValue else { return "'\(last.stringValue)'" }
            return location(path.dropLast()) + "[\(index)]"
        }
        func noun(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Int.Type: "an integer"
            case is Double.Type: "a number"
            case is [Any].Type: "an array"
            default: "an object"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(location(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(location(context.codingPath)) is not \(noun(type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not valid JSON"
        case .dataCorrupted(let context):
            return "\(location(context.codingPath)) is not valid"
        @unknown default:
            return "it is not valid"
        }
    }

    /// The members of the JSON beside those of the run.
    private struct SavedReport: Decodable {
        var run: BenchRun
        var architectures: [String]
        var figures: [SavedFigure]

        private enum CodingKeys: CodingKey {
            case architectures, figures
        }

        init(from decoder: any Decoder) throws {
            run = try BenchRun(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            architectures = try container.decode([String].self, forKey: .architectures)
            figures = try container.decode([SavedFigure].self, forKey: .figures)
        }
    }

    private struct SavedFigure: Decodable {
        var key: String
        var tasks: Int?
        var results: [SavedResult]
    }

    private struct SavedResult: Decodable {
        var architecture: String
        var samples: Int
        var median: Double
        var p25: Double
        var p75: Double
        var p99: Double
        var min: Double
        var max: Double
        /// Absent from files written before per-process medians were recorded.
        var processMedians: [Double]?

        private enum CodingKeys: String, CodingKey {
            case architecture, samples, median, p25, p75, p99, min, max
            case processMedians = "process_medians"
        }
    }
}

/// A bench file that cannot be read; reported with exit code 1.
package struct BenchFileError: Error, Equatable, CustomStringConvertible {
    /// The file.
    package var path: String
    /// What is wrong with it.
    package var reason: String

    /// An error for the file at `path`, saying what is wrong with it.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The message printed after `archdiff: error:`.
    package var description: String {
        "cannot read the bench figures in '\(path)': \(reason)"
    }
}
