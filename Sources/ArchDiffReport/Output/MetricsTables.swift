import ArchDiffMetrics
import ArchDiffSupport

/// The per-column tables every text format of `archdiff metrics` shows, so the terminal and Markdown
/// renderers show the same figures.
enum MetricsTables {
    /// A column's layers: size, complexity and its share, dependencies and the largest type.
    static func layers(of column: ColumnReport) -> Table {
        var table = Table(
            header: [
                "Layer", "Files", "Code", "Types", "Funcs", "CC total", "CC share", "CC avg", "CC max",
                "Deps",
                "Largest type",
            ],
            alignments: [
                .left, .right, .right, .right, .right, .right, .right, .right, .right, .right, .left,
            ],
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
        table.showsHeaderWithoutRows = true
        return table
    }

    /// Martin's figures per layer: afferent and efferent coupling, instability, abstractness, distance.
    static func layerCoupling(of column: ColumnReport) -> Table {
        var table = Table(
            header: ["Layer", "Ca", "Ce", "I", "A", "D"],
            alignments: [.left, .right, .right, .right, .right, .right],
            rows: column.layers.map { layer in
                let coupling = layer.coupling
                return [
                    layer.name, String(coupling.afferent), String(coupling.efferent),
                    Formatting.decimal(coupling.instability), Formatting.decimal(coupling.abstractness),
                    Formatting.decimal(coupling.distance),
                ]
            })
        table.showsHeaderWithoutRows = true
        return table
    }

    /// The files and types each screen takes in the column.
    static func screens(of column: ColumnReport) -> Table {
        Table(
            header: ["Screen", "Files", "Types", "Layers"], alignments: [.left, .right, .right, .left],
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
