/// A chart of the comparison report and the file it is written to.
package struct ReportChart: Sendable {
    /// What the chart draws.
    package enum Drawing: Sendable {
        /// Bars on a value axis.
        case bars(BarChart)
        /// The layers of a column and their dependencies.
        case graph(LayerGraph)
        /// Line charts side by side, one panel per subject.
        case panels(SmallMultiples)
    }

    /// The file name, such as `code-lines-by-layer.svg`.
    package var fileName: String
    /// The drawing.
    package var drawing: Drawing

    /// A bar chart written to `fileName`.
    package init(fileName: String, chart: BarChart) {
        self.fileName = fileName
        drawing = .bars(chart)
    }

    /// A layer graph written to `fileName`.
    package init(fileName: String, graph: LayerGraph) {
        self.fileName = fileName
        drawing = .graph(graph)
    }

    /// Small multiples written to `fileName`.
    package init(fileName: String, panels: SmallMultiples) {
        self.fileName = fileName
        drawing = .panels(panels)
    }

    /// The bar chart, when the drawing is one.
    package var chart: BarChart? {
        guard case .bars(let chart) = drawing else { return nil }
        return chart
    }

    /// The layer graph, when the drawing is one.
    package var graph: LayerGraph? {
        guard case .graph(let graph) = drawing else { return nil }
        return graph
    }

    /// The small multiples, when the drawing is one.
    package var panels: SmallMultiples? {
        guard case .panels(let panels) = drawing else { return nil }
        return panels
    }

    /// The title, used as the image's text in Markdown.
    package var title: String {
        switch drawing {
        case .bars(let chart): return chart.title
        case .graph(let graph): return graph.title
        case .panels(let panels): return panels.title
        }
    }

    /// The drawing as an SVG document; without `standalone`, as an `<svg>` element to inline in HTML.
    package func svg(standalone: Bool = true) -> String {
        switch drawing {
        case .bars(let chart): return chart.svg(standalone: standalone)
        case .graph(let graph): return graph.svg(standalone: standalone)
        case .panels(let panels): return panels.svg(standalone: standalone)
        }
    }

    /// The drawing for an HTML page: a bar chart or small multiples twice, at full width and laid out
    /// for a phone's screen, each in an element of class `wide` or `narrow` that the page's style shows at
    /// its width; a layer graph, narrow enough already, once.
    package func html() -> String {
        switch drawing {
        case .bars(let chart):
            return Self.html(
                wide: chart.svg(standalone: false),
                narrow: chart.svg(standalone: false, width: BarChart.narrowWidth))
        case .graph(let graph):
            return graph.svg(standalone: false)
        case .panels(let panels):
            return Self.html(
                wide: panels.svg(standalone: false),
                narrow: panels.svg(standalone: false, width: SmallMultiples.narrowWidth))
        }
    }

    /// Two versions of a drawing, each in the element the page's style shows at its width.
    private static func html(wide: String, narrow: String) -> String {
        "<div class=\"wide\">\n" + wide + "</div>\n<div class=\"narrow\">\n" + narrow + "</div>\n"
    }
}
