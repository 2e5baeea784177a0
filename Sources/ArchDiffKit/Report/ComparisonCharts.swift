/// The charts of the comparison report, drawn from the metrics and the test suites.
enum ComparisonCharts {
    /// The charts that follow from the code, the mutation scores of a saved mutation run, and the
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
                fileName: "complexity.svg",
                chart: BarChart(
                    title: "Cyclomatic complexity per function", axisTitle: "cyclomatic complexity",
                    series: ["Average", "Maximum"].enumerated().map {
                        BarChart.Series(name: $0.element, color: Palette.color(at: $0.offset))
                    },
                    groups: columns.map { column in
                        let summary = column.summary
                        return BarChart.Group(
                            label: column.name,
                            values: [summary.averageComplexity, Double(summary.maximumComplexity)],
                            valueLabels: [
                                Formatting.decimal(summary.averageComplexity),
                                String(summary.maximumComplexity),
                            ])
                    })),
        ]
        let suites = report.suites
        let names = suites.map(\.architecture)
        charts += [
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
        if let catalogue = report.catalogue, !catalogue.behaviours.isEmpty {
            let matrix = report.matrix
            let total = catalogue.behaviours.count
            charts.append(
                ReportChart(
                    fileName: "behaviours.svg",
                    chart: BarChart(
                        title: "Behaviours of the catalogue named by unit tests", axisTitle: "behaviours",
                        series: [BarChart.Series(name: "Behaviours", color: Palette.color(at: 2))],
                        groups: names.indices.map { index in
                            let covered = matrix.covered(column: index)
                            return BarChart.Group(
                                label: names[index], values: [covered.map(Double.init)],
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
                            + [BarChart.Series(name: "All layers", color: Palette.total)],
                        groups: mutations.architectures.map { architecture in
                            let values =
                                layers.map { architecture.figures(ofLayer: $0.name).score }
                                + [architecture.figures.score]
                            return BarChart.Group(
                                label: architecture.name, values: values,
                                valueLabels: values.map { $0.map { TestFigureValue.percent($0).formatted } })
                        }, axisMaximum: 100, decimals: 1)))
        }
        if report.hasRuns {
            charts.append(
                ReportChart(
                    fileName: "region-coverage.svg",
                    chart: BarChart(
                        title: "Region coverage of each layer by its architecture's suite",
                        axisTitle: "% of regions",
                        series: layers.map { BarChart.Series(name: $0.name, color: $0.color) }
                            + [BarChart.Series(name: "All layers", color: Palette.total)],
                        groups: suites.map { suite in
                            let coverage = suite.run?.coverage
                            let values = layers.map { coverage?.layer($0.name)?.regions.percent }
                            let total = coverage?.total.regions.percent
                            return BarChart.Group(
                                label: suite.architecture, values: values + [total],
                                valueLabels: (values + [total]).map {
                                    $0.map { TestFigureValue.percent($0).formatted }
                                })
                        }, axisMaximum: 100, decimals: 1)))
        }
        return charts
    }

    /// Every layer of every column, `(root)` first, each with the same colour in every chart.
    private static func layerColors(_ report: TestsReport) -> [(name: String, color: String)] {
        let names = Set(report.metrics.columns.flatMap { $0.layers.map(\.name) }).sorted(
            by: ColumnSource.layerOrder)
        var colors: [(name: String, color: String)] = []
        for name in names {
            let color =
                name == SourceFile.rootLayer
                ? Palette.neutral : Palette.color(at: colors.filter { $0.name != SourceFile.rootLayer }.count)
            colors.append((name, color))
        }
        return colors
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
