/// Line charts side by side in SVG, one small panel per subject (such as an architecture), all on the
/// same axes so that the panels compare: x the same points in the same order in every panel, y one value
/// axis from zero. Each panel draws every line in its own colour, the lines told apart by their dashes.
///
/// Points are numbered on the x axis, and a key under the panels names them. The output depends only on
/// the figures.
package struct SmallMultiples: Sendable {
    /// A line that every panel draws, such as a figure followed over the points.
    package struct Line: Sendable {
        /// The name shown in the legend.
        package var name: String
        /// Whether the line is dashed, so that it reads apart from a solid one without its colour.
        package var isDashed: Bool

        /// A line named `name`, dashed when `isDashed`.
        package init(name: String, isDashed: Bool = false) {
            self.name = name
            self.isDashed = isDashed
        }
    }

    /// One subject's panel.
    package struct Panel: Sendable {
        /// The subject, written above its plot.
        package var title: String
        /// The colour of its lines, `#RRGGBB`.
        package var color: String
        /// One list per line, one value per point; `nil` where the subject has no value (the line breaks).
        package var values: [[Double?]]

        /// A panel of `values`, one list per line, drawn in `color`.
        package init(title: String, color: String, values: [[Double?]]) {
            self.title = title
            self.color = color
            self.values = values
        }
    }

    /// The chart's title.
    package var title: String
    /// What the values measure, written under the panels.
    package var axisTitle: String
    /// The points' names, in x order.
    package var points: [String]
    /// The lines, in legend order.
    package var lines: [Line]
    /// The panels, left to right and top to bottom.
    package var panels: [Panel]

    /// A chart of `panels` over `points`.
    package init(title: String, axisTitle: String, points: [String], lines: [Line], panels: [Panel]) {
        self.title = title
        self.axisTitle = axisTitle
        self.points = points
        self.lines = lines
        self.panels = panels
    }

    /// The chart's width in pixels.
    package static let width = 760.0
    /// The width of the narrow layout, for a phone's screen.
    package static let narrowWidth = 380.0

    private static let margin = 16.0
    private static let gap = 20.0
    private static let textSize = 12.0
    private static let panelTitleSize = 13.0
    private static let dashes = "6 4"
    private static let textColor = "#222222"

    /// The chart as an SVG document; without `standalone`, as an `<svg>` element to inline in HTML.
    ///
    /// At least 500 pixels of `width` hold three panels a row; below, the layout is narrow: one panel a
    /// row, as wide as the chart, and the title wraps.
    package func svg(standalone: Bool = true, width: Double = Self.width) -> String {
        let isNarrow = width < 500
        let columns = max(1, min(isNarrow ? 1 : 3, panels.count))
        let scale = AxisScale(
            covering: panels.flatMap { $0.values.flatMap { $0.compactMap { $0 } } }.max() ?? 0, intervals: 4)
        var body = ""
        var y = 30.0
        for line in BarChart.wrapped(title, size: 16, width: width - 2 * Self.margin) {
            body += SVGMarkup.text(line, x: Self.margin, y: y, size: 16, weight: "bold")
            y += 20
        }
        y -= 6
        let (legend, legendHeight) = self.legend(top: y, width: width)
        body += legend
        y += legendHeight + 8
        let panelWidth = (width - 2 * Self.margin - Double(columns - 1) * Self.gap) / Double(columns)
        let plotHeight = isNarrow ? 110.0 : 120.0
        let panelHeight = 22 + plotHeight + 22
        for (index, panel) in panels.enumerated() {
            let left = Self.margin + Double(index % columns) * (panelWidth + Self.gap)
            let top = y + Double(index / columns) * (panelHeight + 12)
            body += self.panel(
                panel, left: left, top: top, width: panelWidth, plotHeight: plotHeight, scale: scale)
        }
        let rows = (panels.count + columns - 1) / columns
        y += Double(rows) * (panelHeight + 12) + 4
        let textWidth = width - 2 * Self.margin
        let key = ["Points:"] + points.enumerated().map { "\($0.offset) \($0.element)" }
        for line in BarChart.wrapped(axisTitle, size: Self.textSize, width: textWidth) + [""]
            + Self.wrapped(key, width: textWidth)
        {
            if !line.isEmpty {
                body += SVGMarkup.text(line, x: Self.margin, y: y, size: Self.textSize, color: "#333333")
            }
            y += line.isEmpty ? 4 : 17
        }
        return SVGMarkup.document(
            body, title: title, width: width, height: (y + 8).rounded(), standalone: standalone)
    }

    // MARK: - Parts

    /// `entries` joined by ` · ` into lines of at most `width` pixels, never breaking an entry (the first
    /// entry, a lead such as `Points:`, is followed by a space only).
    static func wrapped(_ entries: [String], width: Double) -> [String] {
        var lines: [String] = []
        for (index, entry) in entries.enumerated() {
            let separator = index == 1 ? " " : " · "
            if let last = lines.last, BarChart.textWidth(last + separator + entry, size: textSize) <= width {
                lines[lines.count - 1] = last + separator + entry
            } else {
                lines.append(entry)
            }
        }
        return lines
    }

    /// A sample of each line and its name, wrapped to the chart's width, and the height it takes.
    private func legend(top: Double, width chartWidth: Double) -> (String, Double) {
        var output = ""
        var x = Self.margin
        var y = top
        for line in lines {
            let width = 24 + 6 + BarChart.textWidth(line.name, size: Self.textSize) + 14
            if x + width > chartWidth - Self.margin && x > Self.margin {
                x = Self.margin
                y += 20
            }
            output += polyline(
                [(x, y + 7), (x + 24, y + 7)], color: Palette.neutral, isDashed: line.isDashed)
            output += SVGMarkup.text(
                line.name, x: x + 30, y: y + 7, size: Self.textSize, color: Self.textColor)
            x += width
        }
        return (output, y - top + 20)
    }

    /// One panel: its title, the value axis's grid and ticks, the numbered points and its lines, each
    /// with its last value written beside its end.
    private func panel(
        _ panel: Panel, left: Double, top: Double, width: Double, plotHeight: Double, scale: AxisScale
    ) -> String {
        var output = SVGMarkup.text(
            panel.title, x: left, y: top + 8, size: Self.panelTitleSize, weight: "bold", color: Self.textColor
        )
        let ticks = scale.ticks.map { BarChart.number($0, BarChart.decimals(of: scale.step)) }
        let plotLeft = left + (ticks.map { BarChart.textWidth($0, size: Self.textSize) }.max() ?? 0) + 6
        let plotTop = top + 22
        let plotBottom = plotTop + plotHeight
        let plotWidth = width - (plotLeft - left) - 8
        for (tick, label) in zip(scale.ticks, ticks) {
            let y = plotBottom - tick / scale.maximum * plotHeight
            output += line(
                x1: plotLeft, y1: y, x2: plotLeft + plotWidth, y2: y, color: tick == 0 ? "#333333" : "#DDDDDD"
            )
            output += SVGMarkup.text(
                label, x: plotLeft - 4, y: y, size: Self.textSize, anchor: "end", color: "#333333")
        }
        let step = points.count > 1 ? plotWidth / Double(points.count - 1) : 0
        func x(_ index: Int) -> Double {
            points.count > 1 ? plotLeft + Double(index) * step : plotLeft + plotWidth / 2
        }
        let widest = BarChart.textWidth(String(max(0, points.count - 1)), size: Self.textSize) + 4
        let every = step > 0 ? max(1, Int((widest / step).rounded(.up))) : 1
        for index in points.indices where index % every == 0 || index == points.count - 1 {
            output += SVGMarkup.text(
                String(index), x: x(index), y: plotBottom + 12, size: Self.textSize, anchor: "middle",
                color: "#333333")
        }
        guard panel.values.contains(where: { $0.contains { $0 != nil } }) else {
            return output
                + SVGMarkup.text(
                    "no data", x: plotLeft + 6, y: plotTop + plotHeight / 2, size: Self.textSize,
                    color: "#555555")
        }
        for (values, style) in zip(panel.values, lines) {
            let placed = values.enumerated().map { index, value in
                value.map { (index: index, x: x(index), y: plotBottom - $0 / scale.maximum * plotHeight) }
            }
            var segment: [(Double, Double)] = []
            for point in placed + [nil] {
                if let point {
                    segment.append((point.x, point.y))
                } else {
                    if segment.count > 1 {
                        output += polyline(segment, color: panel.color, isDashed: style.isDashed)
                    }
                    segment = []
                }
            }
            for point in placed.compactMap({ $0 }) {
                output += circle(x: point.x, y: point.y, color: panel.color, isHollow: style.isDashed)
            }
            if let last = placed.compactMap({ $0 }).last, let value = values[last.index] {
                output += SVGMarkup.text(
                    BarChart.number(value, 0), x: last.x, y: last.y - 10, size: Self.textSize, anchor: "end",
                    color: Self.textColor, halo: true)
            }
        }
        return output
    }

    // MARK: - SVG elements

    private func polyline(_ points: [(Double, Double)], color: String, isDashed: Bool) -> String {
        let coordinates = points.map { "\(SVGMarkup.number($0.0)),\(SVGMarkup.number($0.1))" }
        return "<polyline points=\"\(coordinates.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\""
            + " stroke-width=\"2\"" + (isDashed ? " stroke-dasharray=\"\(Self.dashes)\"" : "") + "/>\n"
    }

    private func circle(x: Double, y: Double, color: String, isHollow: Bool) -> String {
        "<circle cx=\"\(SVGMarkup.number(x))\" cy=\"\(SVGMarkup.number(y))\" r=\"2.5\""
            + " fill=\"\(isHollow ? "#FFFFFF" : color)\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
    }

    private func line(x1: Double, y1: Double, x2: Double, y2: Double, color: String) -> String {
        "<line x1=\"\(SVGMarkup.number(x1))\" y1=\"\(SVGMarkup.number(y1))\" x2=\"\(SVGMarkup.number(x2))\""
            + " y2=\"\(SVGMarkup.number(y2))\" stroke=\"\(color)\" stroke-width=\"1\"/>\n"
    }
}
