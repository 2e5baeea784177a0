import ArchDiffMetrics
import ArchDiffSupport

/// The measured columns as a document, for the terminal or a page: a summary table, then per column
/// its layers, most complex functions, coupling, layer coupling, screens and imports.
///
/// The terminal's title lists the columns, a column's heading names its folder in a dimmed aside where
/// a page has a paragraph and a heading over the layers, and the coupling sections say what their
/// figures are in asides; its coupling reads as arrows (`Views → Models  2 types  5 refs`) and its
/// imports are lines, where a page has tables with headers. Its measures column has no header, where a
/// page's reads `Metric`.
struct MetricsDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// How many type names a coupling row lists before summarising the rest.
    private static let listedTypeNames = 4

    /// The document of `report`.
    func document(_ report: MetricsReport) -> Document {
        let names = report.columns.map(\.name).joined(separator: ", ")
        let title = medium == .terminal ? "\(heading.title): \(names)" : heading.title
        return Document(
            title: heading.title,
            blocks: [.heading(heading.level, Inline(title)), .table(summary(report))]
                + report.columns.flatMap(section))
    }

    /// One row per measure, a column per measured column; with more than one, a bar beside each value.
    private func summary(_ report: MetricsReport) -> Table {
        let columns = report.columns
        return Table(
            header: [medium == .terminal ? "" : "Metric"] + columns.map { Inline($0.name) },
            alignments: [.left] + columns.map { _ in .right },
            rows: Measure.all.map { measure in
                let values = columns.map { measure.value($0.summary) }
                let maximum = values.map(\.number).max() ?? 0
                return [Inline(measure.label)]
                    + values.map { value in
                        let text = Inline(Formatting.value(value))
                        return columns.count > 1 ? "\(text)\(bar: value.number, of: maximum)" : text
                    }
            },
            depths: Measure.all.map(\.depth))
    }

    /// A column's heading, then its sections.
    private func section(of column: ColumnReport) -> [Block] {
        let level = heading.level(below: 1)
        let functions = Table(
            header: ["CC", "Lines", "Function", "Location"], alignments: [.right, .right, .left, .left],
            rows: column.summary.mostComplexFunctions.map {
                [
                    "\($0.complexity)", "\(Formatting.count($0.lines))", "\(code: $0.name)",
                    "\($0.file):\($0.line)",
                ]
            })
        var sections: [(title: String, aside: String?, table: Table)] = [
            ("Most complex functions", nil, functions),
            ("Coupling", " (layer → layer whose types it uses)", coupling(of: column)),
            (
                "Layer coupling",
                " (Ca, Ce: layers using it, used; I instability, A abstractness, D distance)",
                Self.layerCoupling(of: column)
            ),
        ]
        if !column.screens.isEmpty {
            sections.append(("Screens", nil, Self.screens(of: column)))
        }
        sections.append(("Imports", nil, imports(of: column)))
        switch medium {
        case .terminal:
            return [
                .heading(level, "\(column.name)\(aside: " (\(column.path))")"),
                .group([.table(Self.layers(of: column))]),
            ]
                + sections.map { section in
                    let title =
                        section.aside.map { "\(section.title)\(aside: Inline($0))" } ?? Inline(section.title)
                    return .group([.heading(level + 1, title), .group([.table(section.table)])])
                }
        case .page:
            return [
                .heading(level, "\(column.name)"), .paragraph("Folder: \(code: column.path)"),
                .heading(level + 1, "Layers"), .table(Self.layers(of: column)),
            ] + sections.flatMap { [.heading(level + 1, Inline($0.title)), .table($0.table)] }
        }
    }

    /// Which layer uses which layer's types: in a terminal as arrows without a header, on a page a
    /// table.
    private func coupling(of column: ColumnReport) -> Table {
        switch medium {
        case .terminal:
            return Table(
                header: [String](), alignments: [.left, .left, .left, .right, .right, .left],
                rows: column.coupling.map { edge in
                    [
                        edge.from, "→", edge.to,
                        edge.typeNames.count == 1 ? "1 type" : "\(edge.typeNames.count) types",
                        "\(Formatting.count(edge.references)) refs", Self.summarised(edge.typeNames),
                    ]
                })
        case .page:
            return Table(
                header: ["From", "To", "Types", "References", "Type names"],
                alignments: [.left, .left, .right, .right, .left],
                rows: column.coupling.map {
                    [
                        $0.from, $0.to, String($0.typeNames.count), Formatting.count($0.references),
                        Self.summarised($0.typeNames),
                    ]
                })
        }
    }

    /// The modules each layer imports: in a terminal lines without a header, `–` for none; on a page a
    /// table.
    private func imports(of column: ColumnReport) -> Table {
        let rows = column.layers.map { layer in
            let modules = layer.summary.importedModules.joined(separator: ", ")
            return [layer.name, medium == .terminal && modules.isEmpty ? "–" : modules]
        }
        var table = Table(
            header: medium == .terminal ? [String]() : ["Layer", "Modules"], alignments: [.left, .left],
            rows: rows)
        table.showsHeaderWithoutRows = true
        return table
    }

    /// The first few names, then how many more there are.
    private static func summarised(_ names: [String]) -> String {
        let shown = names.prefix(listedTypeNames).joined(separator: ", ")
        return names.count > listedTypeNames ? "\(shown), +\(names.count - listedTypeNames) more" : shown
    }

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
    private static func layerCoupling(of column: ColumnReport) -> Table {
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
    private static func screens(of column: ColumnReport) -> Table {
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
    private static func largestType(_ size: TypeSize?) -> String {
        Formatting.value(.named(size?.name, size?.lines ?? 0))
    }
}

extension MetricsReport: Printable {
    /// The report as ``MetricsDocument`` builds it under the heading `archdiff metrics`.
    package func document(for medium: Document.Medium) -> Document {
        MetricsDocument(heading: MarkdownHeading("archdiff metrics"), medium: medium).document(self)
    }

    /// The report's record, as ``MetricsRecords`` makes it.
    package var record: Record {
        MetricsRecords.record(of: self)
    }
}
