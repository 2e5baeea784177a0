import ArchDiffMetrics
import ArchDiffSource
import Testing

@Suite("Aggregation per column and layer")
struct AggregationTests {
    private func report() throws -> MetricsReport {
        let folder = try Fixtures.folder()
        return try MetricsAnalyzer.analyze(FolderScanner.architectureColumns(in: folder.path).columns)
    }

    @Test("column totals add up files, lines, types, functions and complexity")
    func columnTotals() throws {
        let mvc = try #require(try report().column(named: "MVC")).summary
        #expect(mvc.fileCount == 3)
        // Task.swift: 5 code, 1 comment, 1 blank; TaskController.swift: 11 code, 3 blank; App.swift: 1 code.
        #expect(mvc.lines == LineCounts(code: 17, comment: 1, blank: 4))
        #expect(mvc.typeCounts[.struct] == 1)
        #expect(mvc.typeCounts[.class] == 1)
        #expect(mvc.typeCount == 2)
        #expect(mvc.functionCount == 2)
        // toggle(_:) = 1 + guard = 2; summary() = 1 + ternary = 2.
        #expect(mvc.totalComplexity == 4)
        #expect(mvc.averageComplexity == 2)
        #expect(mvc.maximumComplexity == 2)
        #expect(mvc.largestType?.name == "TaskController")
        // From `final class` on line 3 to the closing brace on line 14.
        #expect(mvc.largestType?.lines == 12)
        #expect(mvc.conformanceCount == 2)
        #expect(mvc.importedModules == ["Foundation"])
    }

    @Test("the most complex functions come first, and MVP's protocol counts as a conformance of ListView")
    func mvp() throws {
        let mvp = try #require(try report().column(named: "MVP"))
        // load(_:) = 1 + if + || = 3; show(_:) = 1 + for = 2.
        #expect(
            mvp.summary.mostComplexFunctions.map(\.name) == ["TaskPresenter.load(_:)", "ListView.show(_:)"])
        #expect(mvp.summary.mostComplexFunctions.map(\.complexity) == [3, 2])
        #expect(mvp.summary.protocolCount == 1)
        #expect(mvp.conformances.map(\.protocolName) == ["TaskView"])
        #expect(mvp.conformances.map(\.typeName) == ["ListView"])
    }

    @Test("each layer has its own summary")
    func layerSummaries() throws {
        let mvc = try #require(try report().column(named: "MVC"))
        #expect(mvc.layers.map(\.name) == ["(root)", "Controllers", "Models"])
        #expect(mvc.layers.map(\.summary.fileCount) == [1, 1, 1])
        #expect(mvc.layers.map(\.summary.functionCount) == [0, 2, 0])
    }

    @Test("coupling lists the layers whose types each layer names, with type names and reference counts")
    func coupling() throws {
        let report = try report()
        let mvc = try #require(report.column(named: "MVC"))
        #expect(
            mvc.coupling == [
                CouplingEdge(from: "(root)", to: "Controllers", typeNames: ["TaskController"], references: 1),
                CouplingEdge(from: "Controllers", to: "Models", typeNames: ["Task"], references: 1),
            ])
        #expect(mvc.summary.dependencies == 2)
        #expect(mvc.summary.crossLayerReferences == 2)
        let mvp = try #require(report.column(named: "MVP"))
        #expect(
            mvp.coupling == [
                CouplingEdge(from: "Views", to: "Presenters", typeNames: ["TaskView"], references: 1)
            ])
    }

    @Test("a layer that declares a name itself does not depend on another layer for it")
    func ownNamesAreLocal() {
        let files = [
            SourceAnalyzer.analyze("struct Item {}", path: "A/Item.swift"),
            SourceAnalyzer.analyze("struct Item {}; let x = Item()", path: "B/Item.swift"),
        ]
        let column = ColumnSource(
            name: "C", path: "C",
            files: [
                SourceFile(layer: "A", relativePath: "A/Item.swift", path: "/C/A/Item.swift"),
                SourceFile(layer: "B", relativePath: "B/Item.swift", path: "/C/B/Item.swift"),
            ])
        let report = MetricsAnalyzer.report(for: [column], measuredFiles: [files])
        #expect(report.columns[0].coupling.isEmpty)
    }

    @Test("a diff gives both values, the change and the ratio for every measure")
    func diff() throws {
        let report = try report()
        let diff = MetricsDiff(
            base: try #require(report.column(named: "MVC")), other: try #require(report.column(named: "MVP")))
        let files = try #require(diff.rows.first { $0.measure.key == "files" })
        #expect(files.base == .count(3))
        #expect(files.other == .count(2))
        #expect(files.delta == -1)
        #expect(files.ratio == 2.0 / 3.0)
        let protocols = try #require(diff.rows.first { $0.measure.key == "protocols" })
        #expect(protocols.ratio == nil)
        #expect(diff.rows.count == Measure.all.count)
    }
}
