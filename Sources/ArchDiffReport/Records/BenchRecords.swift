import ArchDiffBench

/// The bench figures as one record, from which `archdiff bench` writes its JSON and CSV.
///
/// The JSON is the file `archdiff report` reads back: the run, then per figure every summary, the best
/// architecture and the differences beyond noise. The CSV keeps a row per figure and architecture: it
/// leaves out the run, the process medians and the best, names the figure's key `figure`, and says
/// `yes` or `no` for beyond noise where the JSON lists the differences after the results.
package enum BenchRecords {
    /// The record of `report`.
    package static func record(of report: BenchReport) -> Record {
        let run = report.run
        let machine = run.machine
        return Record([
            .jsonOnly("tool", .string("archdiff bench")),
            .jsonOnly("date", .string(run.date)),
            .jsonOnly("commit", .string(run.commit)),
            .jsonOnly(
                "machine",
                .record(
                    Record([
                        RecordField("system", .string(machine.system)),
                        RecordField("processor", .string(machine.processor)),
                        RecordField("cores", .int(machine.cores)),
                        RecordField("memory_gib", .double(machine.memoryGiB)),
                    ]))),
            .jsonOnly("configuration", .string(run.configuration)),
            .jsonOnly("runs", .int(run.runs)),
            .jsonOnly("warmup", .int(run.warmup)),
            .jsonOnly("processes", .int(run.processes)),
            .jsonOnly("sizes", .list(run.sizes.map { .int($0) })),
            .jsonOnly("terminal_size", .string(run.terminalSize)),
            .jsonOnly("clock", .string(run.clock)),
            .jsonOnly("noise_rule", .string(NoiseRule.statement)),
            .jsonOnly("architectures", .list(report.architectures.map { .string($0) })),
            RecordField("figures", .records(report.rows.map { record(of: $0, among: report.architectures) })),
        ])
    }

    private static func record(of row: BenchRow, among architectures: [String]) -> Record {
        let differences = row.differences(among: architectures)
        let beyond = Set(differences.map(\.architecture))
        let results = architectures.compactMap { name -> Record? in
            guard let summary = row.summaries[name] else { return nil }
            return Record([
                RecordField("architecture", .string(name)),
                RecordField("samples", .int(summary.count)),
                RecordField("median", .double(summary.median)),
                RecordField("p25", .double(summary.lowerQuartile)),
                RecordField("p75", .double(summary.upperQuartile)),
                RecordField("p99", .double(summary.p99)),
                RecordField("min", .double(summary.minimum)),
                RecordField("max", .double(summary.maximum)),
                RecordField("spread", .double(summary.spread)),
                .jsonOnly("process_medians", .list((row.processMedians[name] ?? []).map { .double($0) })),
                .csvOnly("beyond_noise", .string(beyond.contains(name) ? "yes" : "no")),
            ])
        }
        return Record([
            RecordField("key", .string(row.figure.kind.rawValue), csvName: "figure"),
            RecordField("label", .string(row.figure.kind.label)),
            RecordField("unit", .string(row.figure.kind.unit)),
            RecordField("tasks", RecordValue(row.figure.tasks)),
            RecordField("results", .records(results)),
            .jsonOnly("best", RecordValue(row.best(among: architectures))),
            .jsonOnly(
                "beyond_noise",
                .records(
                    differences.map {
                        Record([
                            RecordField("architecture", .string($0.architecture)),
                            RecordField("relative_increase", .double($0.relativeIncrease)),
                        ])
                    })),
        ])
    }
}
