import SafeText

/// Renders the measured changes as GitHub-flavoured Markdown: per feature, a table of each
/// architecture's figures, the layers touched and the shared-layer commit.
public struct ChangesMarkdownRenderer: ChangesRenderer {
    /// The top heading.
    public var heading: MarkdownHeading

    /// A renderer whose report starts with `heading`.
    public init(heading: MarkdownHeading = MarkdownHeading("archdiff changes")) {
        self.heading = heading
    }

    /// One section per feature, then the warnings; control characters made visible, as Markdown has no
    /// escape for them (see `VisibleText.lines`).
    public func render(_ report: ChangesReport) -> String {
        VisibleText.lines(
            heading.marks() + " \(heading.title)\n\n" + sections(report))
    }

    /// The report without its top heading: one section per feature and the warnings, or the message
    /// that nothing is measured.
    func sections(_ report: ChangesReport) -> String {
        let tables = ChangesTables(report: report)
        let section = heading.marks(1)
        var output =
            report.features.isEmpty
            ? ChangesTables.noChangesMessage + " " + ChangesTables.conventionHint + "\n" : ""
        for (index, feature) in report.features.enumerated() {
            output += (index == 0 ? "" : "\n") + "\(section) \(MarkdownRenderer.escaped(feature.id))\n"
            let missing = tables.missing(in: feature)
            if missing.count < report.architectures.count {
                output += "\n" + figures(of: feature, tables: tables)
            }
            if !missing.isEmpty {
                output += "\nNo commit for " + Prose.list(missing) + ".\n"
            }
            output += "\n" + tables.sharedLine(of: feature) { Prose.list($0.map { "`\($0)`" }) } + "\n"
        }
        if !report.warnings.isEmpty {
            output +=
                "\n\(section) Warnings\n\n" + report.warnings.map { "- " + $0.description + "\n" }.joined()
        }
        return output
    }

    /// The table of the feature's figures per architecture, then the layers each change touched.
    private func figures(of feature: FeatureChange, tables: ChangesTables) -> String {
        let report = tables.report
        var output = MarkdownRenderer.table(
            header: ["Figure"] + report.architectures,
            alignments: [false] + report.architectures.map { _ in true },
            rows: [["Commit"] + tables.commits(of: feature).map { $0 == "–" ? $0 : "`\($0)`" }]
                + ChangeFigure.all.map { figure in
                    [(figure.depth > 0 ? "· " : "") + figure.label] + tables.values(of: figure, in: feature)
                })
        let layers = tables.layerLines(of: feature).map { "\($0.architecture): \($0.layers)" }
        output += "\nLayers touched: " + layers.joined(separator: "; ") + ".\n"
        return output
    }
}
