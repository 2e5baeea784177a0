import ArchDiffBench
import Foundation
import Testing

@testable import ArchDiffReport

@Suite("Bench figures")
struct BenchReportTests {
    private static func summary(_ samples: [Double]) -> SampleSummary {
        SampleSummary(samples: samples)!
    }

    private static let run = BenchRun(
        date: "2025-01-31T12:00:00Z", commit: "abc1234",
        machine: BenchRun.Machine(
            system: "Linux 6.8 x86_64", processor: "Test CPU", cores: 2, memoryGiB: 7.75),
        configuration: "release", runs: 4, warmup: 1, processes: 2, sizes: [100, 10_000],
        terminalSize: "80x24", clock: "process-cpu")

    /// Two architectures: `slow` is beyond noise above `fast` on toggles, level on bytes, one apart on scrolls.
    private static let report = BenchReport(
        run: run, architectures: ["fast", "slow"],
        rows: [
            BenchRow(
                figure: BenchFigure(.toggle, tasks: 10_000),
                processSamples: [
                    "fast": [[0.40, 0.41], [0.42, 0.43]], "slow": [[0.80, 0.82], [0.84, 0.86]],
                ]),
            BenchRow(
                figure: BenchFigure(.move, tasks: 10_000),
                processSamples: [
                    "fast": [[0.10, 0.12], [0.14, 0.16]], "slow": [[0.11, 0.13], [0.15, 0.17]],
                ]),
            BenchRow(
                figure: BenchFigure(.moveBytes, tasks: 10_000),
                processSamples: ["fast": [[60], [60]], "slow": [[60], [60]]]),
            BenchRow(
                figure: BenchFigure(.scrollBytes, tasks: 10_000),
                processSamples: ["fast": [[80], [80]], "slow": [[81], [81]]]),
            BenchRow(
                figure: BenchFigure(.peakMemory), processSamples: ["fast": [[30], [31]], "slow": [[30.5]]]),
        ])

    @Test(
        "quantiles interpolate between the nearest ranks; the spread is the interquartile range over the median"
    )
    func quantiles() {
        let summary = Self.summary([4, 1, 3, 2])
        #expect(summary.count == 4)
        #expect(summary.minimum == 1)
        #expect(summary.maximum == 4)
        #expect(summary.median == 2.5)
        #expect(summary.lowerQuartile == 1.75)
        #expect(summary.upperQuartile == 3.25)
        #expect(abs(summary.p99 - 3.97) < 1e-9)
        #expect(summary.spread == 0.6)
        #expect(Self.summary([7]).p99 == 7)
        #expect(SampleSummary(samples: []) == nil)
    }

    @Test(
        "a difference is beyond noise only when the middle halves are apart, the medians 5 % apart, and it holds in every process"
    )
    func noiseRule() {
        let apart = (a: [1.0, 1.05], b: [1.2, 1.3])
        let base = Self.summary([1.0, 1.0, 1.1, 1.1])
        #expect(
            NoiseRule.isBeyondNoise(
                base, Self.summary([1.2, 1.2, 1.3, 1.3]), processMedians: apart, isExact: false))
        #expect(
            !NoiseRule.isBeyondNoise(
                base, Self.summary([1.05, 1.1, 1.3, 1.3]), processMedians: apart, isExact: false))
        let tight = Self.summary([100, 100, 100, 100])
        let far = (a: [100.0, 100], b: [200.0, 200])
        #expect(
            !NoiseRule.isBeyondNoise(
                tight, Self.summary([104, 104, 104, 104]), processMedians: far, isExact: false))
        #expect(
            NoiseRule.isBeyondNoise(
                tight, Self.summary([105, 105, 105, 105]), processMedians: far, isExact: false))
        #expect(
            NoiseRule.isBeyondNoise(tight, Self.summary([101, 101]), processMedians: ([], []), isExact: true))
        #expect(!NoiseRule.isBeyondNoise(tight, tight, processMedians: ([], []), isExact: true))
    }

    @Test(
        "a pooled difference that one process reverses or narrows is within noise; one process (--quick) claims none"
    )
    func everyProcess() {
        let fast = Self.summary([1.0, 1.0, 1.1, 1.1])
        let slow = Self.summary([1.5, 1.5, 1.6, 1.6])
        #expect(
            NoiseRule.isBeyondNoise(fast, slow, processMedians: ([1.0, 1.1], [1.5, 1.6]), isExact: false))
        #expect(
            NoiseRule.isBeyondNoise(slow, fast, processMedians: ([1.5, 1.6], [1.0, 1.1]), isExact: false))
        #expect(
            !NoiseRule.isBeyondNoise(fast, slow, processMedians: ([1.0, 1.7], [1.5, 1.6]), isExact: false),
            "one process of the faster pattern ran slower than the other pattern")
        #expect(
            !NoiseRule.isBeyondNoise(fast, slow, processMedians: ([1.0, 1.48], [1.5, 1.6]), isExact: false),
            "in one process the two are within 5 %")
        #expect(!NoiseRule.isBeyondNoise(fast, slow, processMedians: ([1.0], [1.5]), isExact: false))
        #expect(!NoiseRule.isBeyondNoise(fast, slow, processMedians: ([], []), isExact: false))
    }

    @Test("every runtime figure says how it compares with a 16 ms frame")
    func frame() {
        #expect(BenchFigure.frameText(0.46) == "0.46 ms, 3 % of a 16 ms frame")
        #expect(BenchFigure.frameText(0.06) == "0.06 ms, under 1 % of a 16 ms frame")
        #expect(BenchFigure.frameText(20) == "20.00 ms, 125 % of a 16 ms frame")
    }

    @Test("each row names its lowest median and the architectures beyond noise above it")
    func differences() {
        let rows = Self.report.rows
        #expect(rows[0].best(among: ["fast", "slow"]) == "fast")
        #expect(rows[0].differences(among: ["fast", "slow"]).map(\.architecture) == ["slow"])
        #expect(abs(rows[0].differences(among: ["fast", "slow"])[0].relativeIncrease - 1) < 0.01)
        #expect(rows[1].differences(among: ["fast", "slow"]).isEmpty)
        #expect(rows[2].best(among: ["fast", "slow"]) == "fast")
        #expect(rows[2].differences(among: ["fast", "slow"]).isEmpty)
        #expect(rows[3].differences(among: ["fast", "slow"]).map(\.architecture) == ["slow"])
        #expect(rows[0].best(among: []) == nil)
    }

    /// `report`'s run again, later, with the toggle samples given per worker process.
    private static func secondRun(toggle: [String: [[Double]]], commit: String = "abc1234") -> BenchReport {
        var run = Self.run
        run.date = "2025-01-31T13:00:00Z"
        run.commit = commit
        var rows = Self.report.rows
        rows[0] = BenchRow(figure: rows[0].figure, processSamples: toggle)
        return BenchReport(run: run, architectures: ["fast", "slow"], rows: rows)
    }

    @Test("a time difference counts only when a second run of the same commit repeats it the same way round")
    func replication() {
        let repeated = Self.report.replicated(
            by: Self.secondRun(toggle: [
                "fast": [[0.50, 0.51], [0.52, 0.53]], "slow": [[0.90, 0.92], [0.94, 0.96]],
            ]))
        #expect(repeated.secondRun?.date == "2025-01-31T13:00:00Z")
        #expect(repeated.rows[0].differences(among: ["fast", "slow"]).map(\.architecture) == ["slow"])
        #expect(abs(repeated.rows[0].differences(among: ["fast", "slow"])[0].relativeIncrease - 1) < 0.01)
        #expect(repeated.noiseNote.contains("also held, the same way round, in a second run"))

        let reversed = Self.report.replicated(
            by: Self.secondRun(toggle: [
                "fast": [[0.90, 0.92], [0.94, 0.96]], "slow": [[0.50, 0.51], [0.52, 0.53]],
            ]))
        #expect(reversed.rows[0].differences(among: ["fast", "slow"]).isEmpty)
        let level = Self.report.replicated(
            by: Self.secondRun(toggle: [
                "fast": [[0.50, 0.51], [0.52, 0.53]], "slow": [[0.50, 0.52], [0.51, 0.53]],
            ]))
        #expect(level.rows[0].differences(among: ["fast", "slow"]).isEmpty)
        #expect(level.rows[3].differences(among: ["fast", "slow"]).map(\.architecture) == ["slow"])
    }

    @Test("without a comparable second run no time difference is claimed, and the report says why")
    func missingReplication() {
        let cases: [(BenchReport?, String)] = [
            (nil, "no second run is recorded"),
            (Self.report, "the second run is the first one again (both of 2025-01-31T12:00:00Z)"),
            (
                Self.secondRun(toggle: [:], commit: "def5678"),
                "the second run is of commit def5678, the first of abc1234"
            ),
        ]
        for (second, reason) in cases {
            let report = Self.report.replicated(by: second)
            #expect(report.missingSecondRun == reason)
            #expect(report.secondRun == nil)
            #expect(report.rows[0].differences(among: ["fast", "slow"]).isEmpty)
            #expect(report.rows[3].differences(among: ["fast", "slow"]).map(\.architecture) == ["slow"])
            #expect(report.noiseNote.contains("No time difference is shown"))
        }
        var uncommitted = Self.report
        uncommitted.run.commit = "abc1234+changes"
        #expect(
            uncommitted.replicated(by: Self.secondRun(toggle: [:])).missingSecondRun?.contains("no commit")
                == true)
        var otherClock = Self.secondRun(toggle: [:])
        otherClock.run.clock = "wall"
        #expect(
            Self.report.replicated(by: otherClock).missingSecondRun
                == "the second run's clock (wall-clock time) is not the first's (process CPU time)")
    }

    @Test("the JSON a bench run writes reads back as the same report")
    func jsonRoundTrip() throws {
        let json = OutputFormat.json.render(Self.report)
        let read = try BenchReport(json: Data(json.utf8), path: "latest.json")
        #expect(read.run == Self.report.run)
        #expect(read.architectures == Self.report.architectures)
        #expect(read.rows.map(\.figure) == Self.report.rows.map(\.figure))
        #expect(
            read.rows.map { $0.summaries["slow"]?.median }
                == Self.report.rows.map { $0.summaries["slow"]?.median })
        #expect(OutputFormat.json.render(read) == json)
        #expect(try BenchReport(json: Data(OutputFormat.json.render(read).utf8), path: "again") == read)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["tool"] as? String == "archdiff bench")
        #expect(object["noise_rule"] as? String == NoiseRule.statement)
        let figures = try #require(object["figures"] as? [[String: Any]])
        #expect(
            figures.map { $0["key"] as? String } == [
                "toggle_ms", "move_ms", "move_bytes", "scroll_bytes", "peak_memory_mib",
            ])
        #expect(figures[4]["tasks"] is NSNull)
        let beyond = try #require(figures[0]["beyond_noise"] as? [[String: Any]])
        #expect(beyond.first?["architecture"] as? String == "slow")
    }

    @Test("JSON strings escape quotes, backslashes and control characters and keep any other text as it is")
    func jsonEscapes() throws {
        var report = Self.report
        let name = "Test \"CPU\" \\ one\ntwo\tthree\r\u{1}\u{1F} é 한 🍎 end"
        report.run.machine.processor = name
        let json = OutputFormat.json.render(report)
        #expect(json.contains(#""processor": "Test \"CPU\" \\ one\ntwo\tthree\r\u0001\u001f é 한 🍎 end","#))
        #expect(try BenchReport(json: Data(json.utf8), path: "x").run.machine.processor == name)
    }

    @Test("a bench file that is not ours says where it is wrong")
    func unreadableFile() {
        #expect(throws: BenchFileError(path: "a.json", reason: "it is not valid JSON")) {
            try BenchReport(json: Data("{".utf8), path: "a.json")
        }
        #expect(throws: BenchFileError(path: "a.json", reason: "'date' is missing")) {
            try BenchReport(json: Data("{}".utf8), path: "a.json")
        }
        var json = OutputFormat.json.render(Self.report).replacingOccurrences(
            of: "\"toggle_ms\"", with: "\"jump_ms\"")
        #expect(throws: BenchFileError(path: "a.json", reason: "unknown figure 'jump_ms'")) {
            try BenchReport(json: Data(json.utf8), path: "a.json")
        }
        let long = String(repeating: "k", count: 1_000_000)
        json = OutputFormat.json.render(Self.report).replacingOccurrences(
            of: "\"toggle_ms\"", with: "\"\(long)\"")
        #expect(
            throws: BenchFileError(
                path: "a.json",
                reason: "unknown figure '\(String(repeating: "k", count: 80))…' (999920 more characters)")
        ) {
            try BenchReport(json: Data(json.utf8), path: "a.json")
        }
        json = OutputFormat.json.render(Self.report).replacingOccurrences(
            of: "\"cores\": 2", with: "\"cores\": \"two\"")
        #expect(throws: BenchFileError(path: "a.json", reason: "'cores' is not an integer")) {
            try BenchReport(json: Data(json.utf8), path: "a.json")
        }
        json = OutputFormat.json.render(Self.report).replacingOccurrences(
            of: "\"tasks\": null", with: "\"tasks\": \"all\"")
        #expect(throws: BenchFileError(path: "a.json", reason: "'tasks' is not an integer")) {
            try BenchReport(json: Data(json.utf8), path: "a.json")
        }
        json = OutputFormat.json.render(Self.report).replacingOccurrences(
            of: "\"architectures\": [", with: "\"architectures\": [1, ")
        #expect(throws: BenchFileError(path: "a.json", reason: "'architectures'[0] is not a string")) {
            try BenchReport(json: Data(json.utf8), path: "a.json")
        }
        json = OutputFormat.json.render(Self.report).replacingOccurrences(
            of: "\"figures\": [", with: "\"figures\": 1, \"x\": [")
        #expect(throws: BenchFileError(path: "a.json", reason: "'figures' is not an array")) {
            try BenchReport(json: Data(json.utf8), path: "a.json")
        }
        #expect(throws: BenchFileError(path: "a.json", reason: "the document is not an object")) {
            try BenchReport(json: Data("[]".utf8), path: "a.json")
        }
    }

    @Test("a run says which clock timed it; one saved before the process clock was the measuring thread's")
    func clockDescriptions() {
        var run = Self.run
        #expect(run.clockDescription == "process CPU time")
        run.clock = "cpu"
        #expect(run.clockDescription == "thread CPU time")
        run.clock = "wall"
        #expect(run.clockDescription == "wall-clock time")
    }

    @Test("the table shows median, p99 and spread per architecture, exact bytes alone, and the noise rule")
    func table() {
        let text = OutputFormat.table.render(Self.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "archdiff bench: fast, slow")
        #expect(
            lines[1]
                == "2025-01-31T12:00:00Z, commit abc1234, release build, 2 processes × 4 runs (after 1 warm-up), 80x24, process CPU time"
        )
        #expect(lines[2] == "Linux 6.8 x86_64, Test CPU, 2 cores, 7.8 GiB")
        #expect(
            lines.contains(
                "Toggle  10,000   0.415  0.430     4 %   0.830  0.859     4 %  slow +100 % over fast"))
        #expect(lines.contains("Move    10,000   0.130  0.159    23 %   0.140  0.169    21 %  –"))
        #expect(lines.contains("One-row scroll  10,000    80    81  slow +1 % over fast"))
        #expect(lines.contains("Selection move  10,000    60    60  –"))
        #expect(lines.contains("Peak memory           30.5  31.0     2 %    30.5  30.5     0 %  –"))
        #expect(text.contains("bytes written are exact, so any difference in them is real."))
        let note = lines.drop { !$0.hasPrefix("Beyond noise:") }
        #expect(note.count > 2)
        #expect(note.allSatisfy { $0.count <= 100 })
    }

    @Test("Markdown cells read median (p99, spread); CSV has a row per figure and architecture")
    func markdownAndCSV() {
        let markdown = MarkdownWriter().write(
            BenchDocument(heading: MarkdownHeading("Runtime", level: 2), medium: .page).document(Self.report))
        #expect(
            markdown.hasPrefix(
                "## Runtime\n\nMeasured 2025-01-31T12:00:00Z on commit `abc1234`, release build"))
        #expect(markdown.contains("\n### Time from key press to frame (ms)\n"))
        #expect(
            markdown.contains(
                "| Toggle | 10,000 | 0.415 (0.430, 4 %) | 0.830 (0.859, 4 %) | slow +100 % over fast |"))
        #expect(markdown.contains("| One-row scroll | 10,000 | 80 | 81 | slow +1 % over fast |"))
        let csv = OutputFormat.csv.render(Self.report).split(separator: "\n")
        #expect(csv.count == 1 + 10)
        #expect(csv[0].hasPrefix("figure,label,unit,tasks,architecture,samples,median,p25,p75,p99"))
        #expect(
            csv[2] == "toggle_ms,Toggle,ms,10000,slow,4,0.8300,0.8150,0.8450,0.8594,0.8000,0.8600,0.0361,yes")
    }
}
