import ArchDiffMetrics
import ArchDiffReport
import ArchDiffSource
import Foundation
import Testing

@Suite("Output formats")
struct OutputTests {
    private func report() throws -> MetricsReport {
        let folder = try Fixtures.folder()
        return try MetricsAnalyzer.analyze(FolderScanner.architectureColumns(in: folder.path).columns)
    }

    private func diff() throws -> MetricsDiff {
        let report = try report()
        return MetricsDiff(
            base: try #require(report.column(named: "MVC")), other: try #require(report.column(named: "MVP")))
    }

    @Test("the table lists every measure with right-aligned values and bars, then sections per column")
    func table() throws {
        let text = OutputFormat.table.render(try report())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "archdiff metrics: MVC, MVP")
        let header = try #require(lines.first { $0.hasPrefix(" ") && $0.hasSuffix("MVP") })
        let files = try #require(lines.first { $0.hasPrefix("Files ") })
        let functions = try #require(lines.first { $0.hasPrefix("Functions ") })
        let mvcEnd = try #require(header.range(of: "MVC")).upperBound.utf16Offset(in: header)
        #expect(files.utf16.count > mvcEnd)
        #expect(Array(files)[mvcEnd - 1] == "3")
        #expect(Array(functions)[mvcEnd - 1] == "2")
        #expect(files.contains("█"))
        for measure in Measure.all {
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(measure.label) })
        }
        #expect(text.contains("  Most complex functions"))
        #expect(text.contains("Controllers  →  Models"))
        #expect(!text.contains("\u{1B}["))
    }

    @Test("the table uses ANSI colour only when its style asks for it")
    func colour() throws {
        #expect(
            OutputFormat.table.render(try report(), style: TerminalStyle(usesColor: true)).contains(
                "\u{1B}[1m"))
        #expect(TerminalStyle.detect(outputIsTerminal: true, environment: [:]).usesColor)
        #expect(!TerminalStyle.detect(outputIsTerminal: true, environment: ["NO_COLOR": "1"]).usesColor)
        #expect(!TerminalStyle.detect(outputIsTerminal: false, environment: [:]).usesColor)
    }

    @Test("markdown has a summary table, then layers, functions, coupling and imports per column")
    func markdown() throws {
        let text = OutputFormat.markdown.render(try report())
        #expect(
            text.hasPrefix(
                "# archdiff metrics\n\n| Metric | MVC | MVP |\n| --- | ---: | ---: |\n| Files | 3 | 2 |\n"))
        for heading in [
            "## MVC", "## MVP", "### Layers", "### Most complex functions", "### Coupling", "### Imports",
        ] {
            #expect(text.contains("\n\(heading)\n"))
        }
        let tableLines = text.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(tableLines.allSatisfy { $0.hasSuffix("|") })
    }

    @Test("JSON is valid and lists every function with file, line, name, lines and complexity")
    func json() throws {
        let text = OutputFormat.json.render(try report())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [[String: Any]])
        #expect(columns.map { $0["name"] as? String } == ["MVC", "MVP"])
        let functions = try #require(columns[1]["functions"] as? [[String: Any]])
        #expect(functions.count == 2)
        let load = try #require(functions.first { $0["name"] as? String == "TaskPresenter.load(_:)" })
        #expect(load["file"] as? String == "Presenters/TaskPresenter.swift")
        #expect(load["line"] as? Int == 8)
        #expect(load["lines"] as? Int == 7)
        #expect(load["complexity"] as? Int == 3)
        let summary = try #require(columns[0]["summary"] as? [String: Any])
        for measure in Measure.all {
            #expect(summary[measure.key] != nil)
        }
        #expect(summary["complexity_average"] as? Double == 2)
    }

    @Test("CSV has one row per column total and per layer, all with the header's field count")
    func csv() throws {
        let report = try report()
        let rows = OutputFormat.csv.render(report).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(rows[0].prefix(3) == ["column", "layer", "files"])
        #expect(rows.count == 1 + report.columns.count + report.columns.map(\.layers.count).reduce(0, +))
        #expect(rows.allSatisfy { $0.count == rows[0].count })
        #expect(rows[1].prefix(3) == ["MVC", "(all)", "3"])
        #expect(rows[2].prefix(3) == ["MVC", "(root)", "1"])
    }

    @Test("every format renders a diff with both values, the change and the ratio")
    func diffs() throws {
        let diff = try diff()
        let table = OutputFormat.table.render(diff)
        #expect(table.contains("Metric"))
        #expect(table.contains("Δ"))
        let filesRow = try #require(table.split(separator: "\n").first { $0.hasPrefix("Files") })
        #expect(filesRow.split(separator: " ") == ["Files", "3", "2", "-1", "0.67×"])
        #expect(OutputFormat.markdown.render(diff).contains("| Files | 3 | 2 | -1 | 0.67× |"))
        #expect(OutputFormat.csv.render(diff).contains("\nfiles,Files,3,2,-1,0.6667\n"))
        let json =
            try JSONSerialization.jsonObject(with: Data(OutputFormat.json.render(diff).utf8))
            as? [String: Any]
        let rows = (json?["diff"] as? [String: Any])?["rows"] as? [[String: Any]]
        #expect(rows?.first?["delta"] as? Double == -1)
    }
}
