import ArchDiffMutation
import ArchDiffSource
import ArchDiffSuites
import ArchDiffSupport

/// The charts of the comparison report, drawn from the metrics and the test suites.
enum ComparisonCharts {
    /// The bar charts that follow from the code, the mutation scores of a saved mutation run, and the
    /// coverage chart when the suites ran.
    static func charts(for report: TestsReport, mutations: MutationReport?) -> [ReportChart] {
        let columns = report.metrics.columns
        let layers = layerColors(report)
        var charts = [
            ReportChart(
                fileName: "code-lines-by-layer.svg",
                chart: BarChart(
                    title: "Production code lines per layer", axisTitle: "code lines",
                    series: layers.map { BarChart.Series(name: $0.name, color: $0.color) },
                    groups: columns.map { column in
                        BarChart.Group(
                            label: column.name,
                            values: layers.map { layer in
                                column.layers.first { $0.name == layer.name }.map {
                                    Double($0.summary.lines.code)
                                }
                            })
                    }, layout: .stacked)),
            ReportChart(
                fileName: "types-and-functions.svg",
                chart: grouped(
                    title: "Types, protocols and functions", axisTitle: "declarations",
                    series: ["Types", "Protocols", "Functions"], columns.map(\.name),
                    values: columns.map {
                        [$0.summary.typeCount, $0.summary.protocolCount, $0.summary.functionCount].map(
                            Double.init)
                    })),
            ReportChart(
                fileName: "complexity-by-layer.svg",
                chart: BarChart(
                    title: "Total cyclomatic complexity per layer", axisTitle: "cyclomatic complexity",
                    series: layers.map { BarChart.Series(name: $0.name, color: $0.color) },
                    groups: columns.map { column in
                        BarChart.Group(
                            label: column.name,
                            values: layers.map { layer in
                                column.layers.first { $0.name == layer.name }.map {
                                    Double($0.summary.totalComplexity)
                                }
                            })
                    }, layout: .stacked)),
            ReportChart(
                fileName: "complexity-average.svg",
                chart: BarChart(
                    title: "Average cyclomatic complexity per function", axisTitle: "cyclomatic complexity",
                    series: [BarChart.Series(name: "Average", color: Palette.color(at: 0))],
                    groups: columns.map {
                        BarChart.Group(label: $0.name, values: [$0.summary.averageComplexity])
                    }, decimals: 2)),
            ReportChart(
                fileName: "complexity-max.svg",
                chart: BarChart(
                    title: "Highest cyclomatic complexity of a function", axisTitle: "cyclomatic complexity",
                    series: [BarChart.Series(name: "Maximum", color: Palette.color(at: 1))],
                    groups: columns.map {
                        BarChart.Group(label: $0.name, values: [Double($0.summary.maximumComplexity)])
                    })),
        ]
        let suites = report.suites
        let names = suites.map(\.architecture)
        charts += [
            ReportChart(
                fileName: "tests-by-reach.svg",
                chart: BarChart(
                    title: "Unit tests: isolated or through the composition root", axisTitle: "tests",
                    series: ["Isolated", "Through the composition root", "No layer"].enumerated().map {
                        BarChart.Series(
                            name: $0.element,
                            color: $0.offset == 2 ? Palette.neutral : Palette.color(at: $0.offset))
                    },
                    groups: suites.map { suite in
                        BarChart.Group(
                            label: suite.architecture,
                            values: suite.exists
                                ? [suite.isolatedTests, suite.testsThroughRoot, suite.unattributedTests].map(
                                    Double.init)
                                : [nil, nil, nil])
                    }, layout: .stacked)),
            ReportChart(
                fileName: "tests-and-assertions.svg",
                chart: grouped(
                    title: "Unit tests and assertions", axisTitle: "count", series: ["Tests", "Assertions"],
                    names,
                    values: suites.map {
                        $0.exists ? [Double($0.tests.count), Double($0.assertions.total)] : [nil, nil]
                    })),
            ReportChart(
                fileName: "test-code.svg",
                chart: grouped(
                    title: "Test code against production code", axisTitle: "code lines",
                    series: ["Production code", "Test code"], names,
                    values: suites.map {
                        [Double($0.productionCodeLines), $0.exists ? Double($0.lines.code) : nil]
                    })),
        ]
        if let scope = report.scope, !scope.behaviours.isEmpty {
            let total = scope.behaviours.count
            charts.append(
                ReportChart(
                    fileName: "behaviours.svg",
                    chart: BarChart(
                        title: "Behaviours that depend on the architecture, named by unit tests",
                        axisTitle: "behaviours",
                        series: [BarChart.Series(name: "Behaviours", color: Palette.color(at: 2))],
                        groups: suites.map { suite in
                            let covered = suite.exists ? suite.covered(in: scope).count : nil
                            return BarChart.Group(
                                label: suite.architecture, values: [covered.map(Double.init)],
                                valueLabels: [covered.map { "\($0) of \(total)" }])
                        }, axisMaximum: Double(total))))
        }
        if let mutations, !mutations.architectures.isEmpty {
            charts.append(
                ReportChart(
                    fileName: "mutation-score.svg",
                    chart: BarChart(
                        title: "Mutation score of each layer: mutants its architecture's suite detects",
                        axisTitle: "% of mutants",
                        series: layers.map { BarChart.Series(name: $0.name, color: $0.color) }
                            + [BarChart.Series(name: allLayers, color: Palette.total)],
                        groups: mutations.architectures.flatMap { architecture in
                            suites.first { $0.architecture == architecture.name }.map { suite in
                                sectioned(
                                    suite, series: layers.map(\.name), total: architecture.figures.score
                                ) {
                                    architecture.figures(ofLayer: $0).score
                                }
                            } ?? []
                        }, axisMaximum: 100, decimals: 1, showsLegend: false)))
        }
        if report.hasRuns {
            charts.append(
                ReportChart(
                    fileName: "region-coverage.svg",
                    chart: BarChart(
                        title: "Region coverage of each layer by its architecture's suite",
                        axisTitle: "% of regions",
                        series: layers.map { BarChart.Series(name: $0.name, color: $0.color) }
                            + [BarChart.Series(name: allLayers, color: Palette.total)],
                        groups: suites.filter { $0.run?.coverage != nil }.flatMap { suite in
                            sectioned(
                                suite, series: layers.map(\.name),
                                total: suite.run?.coverage?.total.regions.percent
                            ) {
                                suite.run?.coverage?.layer($0)?.regions.percent
                            }
                        }, axisMaximum: 100, decimals: 1, showsLegend: false)))
        }
        return charts
    }

    /// The label of the bar for a whole suite among its layers' bars.
    static let allLayers = "All layers"

    /// One group per layer of `suite`'s architecture, under the suite's heading, each with its percentage
    /// in the series of its layer, then one for all layers with `total`.
    static func sectioned(
        _ suite: SuiteReport, series: [String], total: Double?, value: (String) -> Double?
    ) -> [BarChart.Group] {
        let layers = suite.layers.map { layer in
            let percent = value(layer.name)
            return BarChart.Group(
                label: layer.name,
                values: series.map { $0 == layer.name ? percent : nil } + [nil],
                valueLabels: series.map {
                    $0 == layer.name ? percent.map { TestFigureValue.percent($0).formatted } : nil
                }
                    + [nil],
                section: suite.architecture)
        }
        return layers + [
            BarChart.Group(
                label: allLayers, values: series.map { _ in nil } + [total],
                valueLabels: series.map { _ in nil } + [total.map { TestFigureValue.percent($0).formatted }],
                section: suite.architecture)
        ]
    }

    /// A dependency graph of each column's layers, with Martin's figures in the boxes.
    static func layerGraphs(for report: TestsReport) -> [ReportChart] {
        let colors = Dictionary(uniqueKeysWithValues: layerColors(report).map { ($0.name, $0.color) })
        return report.metrics.columns.map { column in
            ReportChart(
                fileName: "layers-\(column.name.lowercased()).svg",
                graph: LayerGraph(
                    title: "\(column.name): layers and their dependencies",
                    caption:
                        "An arrow points to the layer whose types a layer uses, with the number of references.",
                    nodes: column.layers.map { layer in
                        let coupling = layer.coupling
                        return LayerGraph.Node(
                            name: layer.name,
                            details: [
                                "Ca \(coupling.afferent) · Ce \(coupling.efferent) · I \(Formatting.decimal(coupling.instability))",
                                "A \(Formatting.decimal(coupling.abstractness)) · D \(Formatting.decimal(coupling.distance))",
                            ], color: colors[layer.name] ?? Palette.neutral)
                    },
                    edges: column.coupling.map {
                        LayerGraph.Edge(from: $0.from, to: $0.to, label: Formatting.count($0.references))
                    }))
        }
    }

    /// Every layer of every column, `(root)` first, each with the same colour in every chart and no two
    /// layers of one column alike while the palette lasts: layers that share columns with more others choose
    /// first, each the least used colour that none of its column-mates has.
    static func layerColors(_ report: TestsReport) -> [(name: String, color: String)] {
        let columns = report.metrics.columns.map { Set($0.layers.map(\.name)) }
        let names = columns.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted(
            by: ColumnSource.layerOrder)
        func mates(_ name: String) -> Set<String> {
            columns.filter { $0.contains(name) }.reduce(into: Set<String>()) { $0.formUnion($1) }
                .subtracting([name, SourceFile.rootLayer])
        }
        var indices: [String: Int] = [:]
        let order = names.filter { $0 != SourceFile.rootLayer }.enumerated()
            .sorted { (mates($0.element).count, -$0.offset) > (mates($1.element).count, -$1.offset) }
            .map(\.element)
        for name in order {
            let taken = Set(mates(name).compactMap { indices[$0] })
            let uses = { (color: Int) in indices.values.filter { $0 == color }.count }
            indices[name] =
                (0..<Palette.colors.count).filter { !taken.contains($0) }.min {
                    (uses($0), $0) < (uses($1), $1)
                }
                ?? indices.count
        }
        return names.map { name in
            (name, name == SourceFile.rootLayer ? Palette.neutral : Palette.color(at: indices[name] ?? 0))
        }
    }

    private static func grouped(
        title: String, axisTitle: String, series: [String], _ labels: [String], values: [[Double?]]
    ) -> BarChart {
        BarChart(
            title: title, axisTitle: axisTitle,
            series: series.enumerated().map {
                BarChart.Series(name: $0.element, color: Palette.color(at: $0.offset))
            },
            groups: zip(labels, values).map { BarChart.Group(label: $0.0, values: $0.1) })
    }
}
