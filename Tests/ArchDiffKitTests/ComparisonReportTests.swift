import ArchDiffKit
import Foundation
import Testing

@Suite("Comparison report")
struct ComparisonReportTests {
    /// The package root, found from this file's path.
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test(
        "docs/COMPARISON.md and its charts match the code; run `swift run archdiff report` when they do not")
    func committedReportIsCurrent() throws {
        let report = try ComparisonReport.analyze(packageRoot: Self.packageRoot)
        for file in report.files() {
            let committed = FileManager.default.contents(atPath: Self.packageRoot + "/" + file.path)
                .map { String(decoding: $0, as: UTF8.self) }
            #expect(
                committed == file.contents,
                "\(file.path) is stale: run `swift run archdiff report` and commit the result")
        }
    }

    @Test("the report says what the numbers say, with charts, the metrics and the suites")
    func markdown() throws {
        let folder = try SuiteFixture.folder()
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        let markdown = report.markdown(chartsLink: "charts")
        #expect(markdown.hasPrefix("# Other and Shop compared\n"))
        for heading in [
            "## What the numbers say", "### Code", "### Tests", "### Shop", "## Charts", "## Code metrics",
            "## Unit test suites", "### Behaviours",
        ] {
            #expect(markdown.contains("\n\(heading)\n"))
        }
        #expect(markdown.contains("Shop has the most production code lines ("))
        #expect(markdown.contains("There is no suite at `Tests/OtherTests`."))
        #expect(markdown.contains("No suite names 1 behaviour: B05;"))
        #expect(
            markdown.contains(
                "Its suite's 9 tests exercise Controllers (7, 1 of them through the composition root) and Views (1); 1 test names no production type."
            ))
        #expect(markdown.contains("![Production code lines per layer](charts/code-lines-by-layer.svg)"))
        #expect(!markdown.contains("Line coverage"))
        #expect(
            report.files().map(\.path) == ["docs/COMPARISON.md"]
                + report.charts.map { "docs/charts/" + $0.fileName })
    }

    @Test("ranking sentences share a place between equal values and hold for the figures")
    func rankings() throws {
        let folder = try TemporaryFolder(files: [
            "Architectures/A/X.swift": "struct A1 {}\nstruct A2 {}\n",
            "Architectures/B/X.swift": "struct B1 {}\nstruct B2 {}\n",
            "Architectures/C/X.swift": "struct C1 {}\n",
        ])
        let markdown = try ComparisonReport.analyze(packageRoot: folder.path).markdown(chartsLink: "charts")
        #expect(markdown.contains("- A and B have the most types (2 each), then C (1).\n"))
        #expect(markdown.contains("- A, B and C are level on protocols (0 each).\n"))
    }

    @Test("the HTML page is self-contained: inline CSS and SVG, no links or sources outside it")
    func html() throws {
        let folder = try SuiteFixture.folder()
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        let html = report.html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<style>"))
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(!html.contains("](charts/"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == report.charts.count)
        #expect(html.contains("<h2>Unit test suites</h2>"))
        #expect(html.contains("<td class=\"number\"><strong>gap</strong></td>"))
        #expect(html.contains("<code>Tests/OtherTests</code>"))
        for chart in report.charts {
            let svg = chart.chart.svg(standalone: false)
            #expect(html.contains(svg))
            #expect(SVGElements.parse(svg) != nil)
        }
    }

    @Test(
        "archdiff report writes the Markdown and charts, removes charts it no longer draws, and --html a page"
    )
    func command() throws {
        let folder = try SuiteFixture.folder()
        try folder.write("<svg/>", to: "docs/charts/old.svg")
        try folder.write("keep", to: "docs/charts/notes.txt")
        let output = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: output, standardError: TextBuffer())
        let code = ArchDiffCommand.run(["report", "--html", "out/report.html"], context: context)
        #expect(code == 0)
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        for file in report.files() {
            #expect(
                FileManager.default.contents(atPath: folder.path + "/" + file.path)
                    == Data(file.contents.utf8))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/docs/charts/old.svg"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/docs/charts/notes.txt"))
        #expect(
            FileManager.default.contents(atPath: folder.path + "/out/report.html") == Data(report.html().utf8)
        )
        #expect(
            output.text.hasPrefix("wrote docs/COMPARISON.md\nwrote docs/charts/code-lines-by-layer.svg\n"))
        #expect(output.text.hasSuffix("wrote out/report.html\n"))
    }

    @Test("report options: --run needs a file to write its figures to, --scratch-path needs --run")
    func options() throws {
        #expect(throws: UsageError.optionNeedsOption("--run", "--html or --markdown")) {
            try ReportCommand(arguments: ["--run"])
        }
        #expect(throws: UsageError.optionNeedsOption("--scratch-path", "--run")) {
            try ReportCommand(arguments: ["--html", "a.html", "--scratch-path", "s"])
        }
        #expect(throws: UsageError.unexpectedArgument("docs")) { try ReportCommand(arguments: ["docs"]) }
        let command = try ReportCommand(arguments: ["--run", "--markdown", "run.md", "--scratch-path", "s"])
        #expect(command.markdownPath == "run.md")
        #expect(command.runOptions.runsSuites)
        #expect(command.runOptions.scratchPath == "s")
    }
}
