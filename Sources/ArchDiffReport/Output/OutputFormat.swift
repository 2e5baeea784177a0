/// The formats `archdiff metrics`, `archdiff tests`, `archdiff changes` and `archdiff bench` can print.
package enum OutputFormat: String, CaseIterable, Sendable {
    case table
    case markdown
    case json
    case csv

    /// The renderer producing this format.
    package func renderer(style: TerminalStyle) -> any ReportRenderer {
        switch self {
        case .table: return TableRenderer(style: style)
        case .markdown: return MarkdownRenderer()
        case .json: return JSONRenderer()
        case .csv: return CSVRenderer()
        }
    }

    /// The renderer producing this format for `archdiff tests`.
    package func testsRenderer(style: TerminalStyle) -> any TestsRenderer {
        switch self {
        case .table: return TestsTableRenderer(style: style)
        case .markdown: return TestsMarkdownRenderer()
        case .json: return TestsJSONRenderer()
        case .csv: return TestsCSVRenderer()
        }
    }

    /// The renderer producing this format for `archdiff changes`, of the growth curve alone when
    /// `growthOnly`.
    package func changesRenderer(style: TerminalStyle, growthOnly: Bool = false) -> any ChangesRenderer {
        switch self {
        case .table: return ChangesTableRenderer(style: style, growthOnly: growthOnly)
        case .markdown: return ChangesMarkdownRenderer(growthOnly: growthOnly)
        case .json: return ChangesJSONRenderer(growthOnly: growthOnly)
        case .csv: return ChangesCSVRenderer(growthOnly: growthOnly)
        }
    }

    /// The renderer producing this format for `archdiff bench`.
    package func benchRenderer(style: TerminalStyle) -> any BenchRenderer {
        switch self {
        case .table: return BenchTableRenderer(style: style)
        case .markdown: return BenchMarkdownRenderer()
        case .json: return BenchJSONRenderer()
        case .csv: return BenchCSVRenderer()
        }
    }
}
