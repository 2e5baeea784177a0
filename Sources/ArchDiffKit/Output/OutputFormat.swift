/// The formats `archdiff metrics` can print.
public enum OutputFormat: String, CaseIterable, Sendable {
    case table
    case markdown
    case json
    case csv

    /// The renderer producing this format.
    public func renderer(style: TerminalStyle) -> any ReportRenderer {
        switch self {
        case .table: return TableRenderer(style: style)
        case .markdown: return MarkdownRenderer()
        case .json: return JSONRenderer()
        case .csv: return CSVRenderer()
        }
    }
}
