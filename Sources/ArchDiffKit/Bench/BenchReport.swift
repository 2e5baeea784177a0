import Foundation

/// The figures of one `archdiff bench` run: per figure and architecture, a summary of the samples.
///
/// `archdiff bench` writes it as JSON to ``defaultPath``; `archdiff report` reads it from there.
public struct BenchReport: Equatable, Sendable {
    /// Where a full bench run is recorded, relative to the package root.
    public static let defaultPath = "docs/bench/latest.json"

    /// When, where and how the run was made.
    public var run: BenchRun
    /// The architectures' names, in the order they were measured and are shown.
    public var architectures: [String]
    /// One row per figure, in the order they are shown.
    public var rows: [BenchRow]

    /// A report of `rows` for `architectures`.
    public init(run: BenchRun, architectures: [String], rows: [BenchRow]) {
        self.run = run
        self.architectures = architectures
        self.rows = rows
    }

    /// The rows of one kind of figure, in list-length order.
    public func rows(of kind: BenchFigure.Kind) -> [BenchRow] {
        rows.filter { $0.figure.kind == kind }
    }

    /// The report as JSON, with every summary and the differences beyond noise.
    public func json() -> String {
        let machine = run.machine
        return JSONValue.object([
            ("tool", .string("archdiff bench")),
            ("date", .string(run.date)),
            ("commit", .string(run.commit)),
            (
                "machine",
                .object([
                    ("system", .string(machine.system)), ("processor", .string(machine.processor)),
                    ("cores", .int(machine.cores)), ("memory_gib", .double(machine.memoryGiB)),
                ])
            ),
            ("configuration", .string(run.configuration)),
            ("runs", .int(run.runs)),
            ("warmup", .int(run.warmup)),
            ("processes", .int(run.processes)),
            ("sizes", .array(run.sizes.map { .int($0) })),
            ("terminal_size", .string(run.terminalSize)),
            ("clock", .string(run.clock)),
            ("noise_rule", .string(NoiseRule.statement)),
            ("architectures", .array(architectures.map { .string($0) })),
            ("figures", .array(rows.map(json))),
        ]).serialized()
    }

    private func json(_ row: BenchRow) -> JSONValue {
        let results = architectures.compactMap { name -> JSONValue? in
            guard let summary = row.summaries[name] else { return nil }
            return .object([
                ("architecture", .string(name)), ("samples", .int(summary.count)),
                ("median", .double(summary.median)), ("p25", .double(summary.lowerQuartile)),
                ("p75", .double(summary.upperQuartile)), ("p99", .double(summary.p99)),
                ("min", .double(summary.minimum)), ("max", .double(summary.maximum)),
                ("spread", .double(summary.spread)),
            ])
        }
        let differences = row.differences(among: architectures).map { difference -> JSONValue in
            .object([
                ("architecture", .string(difference.architecture)),
                ("relative_increase", .double(difference.relativeIncrease)),
            ])
        }
        return .object([
            ("key", .string(row.figure.kind.rawValue)), ("label", .string(row.figure.kind.label)),
            ("unit", .string(row.figure.kind.unit)), ("tasks", row.figure.tasks.map { .int($0) } ?? .null),
            ("results", .array(results)),
            ("best", row.best(among: architectures).map { .string($0) } ?? .null),
            ("beyond_noise", .array(differences)),
        ])
    }

    /// Reads a report from the JSON that ``json()`` writes; `path` names the file in errors.
    public init(json data: Data, path: String) throws(BenchFileError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw BenchFileError(path: path, reason: "it is not valid JSON")
        }
        let document = JSONElement(object, path: path)
        let machine = document["machine"]
        run = BenchRun(
            date: try document["date"].string(), commit: try document["commit"].string(),
            machine: BenchRun.Machine(
                system: try machine["system"].string(), processor: try machine["processor"].string(),
                cores: try machine["cores"].int(), memoryGiB: try machine["memory_gib"].double()),
            configuration: try document["configuration"].string(), runs: try document["runs"].int(),
            warmup: try document["warmup"].int(), processes: try document["processes"].int(),
            sizes: try document["sizes"].array().map { element throws(BenchFileError) in try element.int() },
            terminalSize: try document["terminal_size"].string(), clock: try document["clock"].string())
        architectures = try document["architectures"].array().map { element throws(BenchFileError) in
            try element.string()
        }
        rows = try document["figures"].array().map { element throws(BenchFileError) in
            try Self.row(from: element, path: path)
        }
    }

    private static func row(from element: JSONElement, path: String) throws(BenchFileError) -> BenchRow {
        let key = try element["key"].string()
        guard let kind = BenchFigure.Kind(rawValue: key) else {
            throw BenchFileError(path: path, reason: "unknown figure \(Excerpt.quoted(key))")
        }
        var summaries: [String: SampleSummary] = [:]
        for result in try element["results"].array() {
            summaries[try result["architecture"].string()] = SampleSummary(
                count: try result["samples"].int(), minimum: try result["min"].double(),
                lowerQuartile: try result["p25"].double(), median: try result["median"].double(),
                upperQuartile: try result["p75"].double(), p99: try result["p99"].double(),
                maximum: try result["max"].double())
        }
        return BenchRow(
            figure: BenchFigure(kind, tasks: try element["tasks"].optionalInt()), summaries: summaries)
    }
}

/// A bench file that cannot be read; reported with exit code 1.
public struct BenchFileError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong with it.
    public var reason: String

    /// An error for the file at `path`, saying what is wrong with it.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The message printed after `archdiff: error:`.
    public var description: String {
        "cannot read the bench figures in '\(path)': \(reason)"
    }
}
