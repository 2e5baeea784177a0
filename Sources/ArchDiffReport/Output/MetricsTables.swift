import ArchDiffMetrics
import ArchDiffSupport

/// The per-column tables every text format of `archdiff metrics` shows, as plain cell text, so the
/// terminal and Markdown renderers show the same figures.
enum MetricsTables {
    /// Rows of cells under a header; `rightAligned` per column.
    struct Table {
        var header: [String]
        var rightAligned: [Bool]
        var rows: [[String]]
    }

    /// A column's layers: size, complexity and its share, dependencies and the largest type.
    static func layers(of column: ColumnReport) -> Table {
        Table(
            header: [
                "Layer", "Files", "Code", "Types", "Funcs", "CC total", "CC share", "CC avg", "CC max",
                "Deps",
                "Largest type",
            ],
            rightAligned: [false, true, true, true, true, true, true, true, true, true, false],
            rows: column.layers.map { layer in
                let summary = layer.summary
                return [
                    layer.name, Formatting.count(summary.fileCount), Formatting.count(summary.lines.code),
                    Formatting.count(summary.typeCount), Formatting.count(summary.functionCount),
                    Formatting.count(summary.totalComplexity), Formatting.share(layer.complexityShare),
                    Formatting.decimal(summary.averageComplexity),
                    Formatting.count(summary.maximumComplexity),
                    Formatting.count(summary.dependencies), largestType(summary.largestType),
                ]
            })
    }

    /// Martin's figures per layer: afferent and efferent coupling, instability, abstractness, distance.
    static func layerCoupling(of column: ColumnReport) -> Table {
        Table(
            header: ["Layer", "Ca", "Ce", "I", "A", "D"],
            rightAligned: [false, true, true, true, true, true],
            rows: column.layers.map { layer in
                let coupling = layer.coupling
                return [
                    layer.name, String(coupling.afferent), String(coupling.efferent),
                    Formatting.decimal(coupling.instability), Formatting.decimal(coupling.abstractness),
                    Formatting.decimal(coupling.distance),
                ]
            })
    }

    /// The files and types each screen takes in the column.
    static func screens(of column: ColumnReport) -> Table {
        Table(
            header: ["Screen", "Files", "Types", "Layers"], rightAligned: [false, true, true, false],
            rows: column.screens.map {
                [
                    $0.name, Formatting.count($0.files.count), Formatting.count($0.types),
                    $0.layers.joined(separator: ", "),
                ]
            })
    }

    /// `Name (lines)`, or `–` without a type.
    static func largestType(_ size: TypeSize?) -> String {
        Formatting.value(.named(size?.name, size?.lines ?? 0))
    }
}
