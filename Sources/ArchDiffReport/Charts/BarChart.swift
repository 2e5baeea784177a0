import ArchDiffSupport

/// A horizontal bar chart written as SVG: one group of bars per category (such as an architecture),
/// its series side by side or stacked into one bar, on a labelled value axis starting at zero.
///
/// Text widths are estimated from a Helvetica-like font (see ``textWidth(_:size:)``). The output depends only on
/// the figures, so the same chart is written byte for byte every time.
package struct BarChart: Sendable {
    /// How the series of a group are drawn.
    package enum Layout: Sendable {
        /// One bar per series, below each other.
        case grouped
        /// One bar per group, the series as segments.
        case stacked
    }

    /// One kind of bar and its colour.
    package struct Series: Sendable {
        /// The name shown in the legend.
        package var name: String
        /// The fill colour, `#RRGGBB`.
        package var color: String

        /// A series drawn in `color`.
        package init(name: String, color: String) {
            self.name = name
            self.color = color
        }
    }

    /// The bars of one category.
    package struct Group: Sendable {
        /// The category, written left of its bars.
        package var label: String
        /// One value per series; `nil` draws no bar.
        package var values: [Double?]
        /// Text written after each bar instead of its value, per series.
        package var valueLabels: [String?]
        /// The heading of the section the group opens or continues, such as the suite its bars belong to;
        /// a heading is written above the first group of each section.
        package var section: String?

        /// A group of `values`, labelled with the values themselves unless `valueLabels` says otherwise.
        package init(label: String, values: [Double?], valueLabels: [String?] = [], section: String? = nil) {
            self.label = label
            self.values = values
            self.valueLabels = valueLabels
            self.section = section
        }
    }

    /// The chart's title.
    package var title: String
    /// What the values measure, written under the axis.
    package var axisTitle: String
    /// The series, in legend order.
    package var series: [Series]
    /// The categories, top to bottom.
    package var groups: [Group]
    /// Side by side or stacked.
    package var layout: Layout
    /// A value the axis reaches even when the data does not (100 for percentages, the number of
    /// behaviours); the axis ends on the first tick at or above it and the data.
    package var axisMaximum: Double?
    /// Decimal places of the values written after bars.
    package var decimals: Int
    /// Whether the series are listed above the plot (when there are several); off when the group
    /// labels already name what each colour stands for.
    package var showsLegend: Bool

    /// A chart of `groups`.
    package init(
        title: String, axisTitle: String, series: [Series], groups: [Group], layout: Layout = .grouped,
        axisMaximum: Double? = nil, decimals: Int = 0, showsLegend: Bool = true
    ) {
        self.title = title
        self.axisTitle = axisTitle
        self.series = series
        self.groups = groups
        self.layout = layout
        self.axisMaximum = axisMaximum
        self.decimals = decimals
        self.showsLegend = showsLegend
    }

    /// The chart's width in pixels.
    package static let width = 760.0

    private static let labelSize = 13.0
    private static let barHeight = 18.0
    private static let stackHeight = 26.0
    private static let barGap = 4.0
    private static let groupGap = 16.0
    private static let sectionHeight = 24.0
    private static let labelRowHeight = 20.0

    /// The width of the narrow layout, for a phone's screen.
    package static let narrowWidth = 380.0

    /// The chart as an SVG document; without `standalone`, as an `<svg>` element to inline in HTML.
    ///
    /// Below 500 pixels of `width` the layout is narrow: each group's label is written above its bars,
    /// which then take the whole width, the title wraps and the axis has fewer ticks.
    package func svg(standalone: Bool = true, width: Double = Self.width) -> String {
        let isNarrow = width < 500
        let scale = AxisScale(
            covering: largestExtent, minimumMaximum: axisMaximum, intervals: isNarrow ? 4 : 7,
            allowsFractions: decimals > 0)
        let labelWidth = groups.map { Self.textWidth($0.label, size: Self.labelSize) }.max() ?? 0
        let left = isNarrow ? 16 : 16 + labelWidth + 12
        let right =
            16 + max(Self.textWidth(Self.number(scale.maximum, decimals), size: 12) / 2, widestValueLabel + 8)
        let plotWidth = width - left - right
        var body = ""
        var y = 30.0
        for line in Self.wrapped(title, size: 16, width: width - 32) {
            body += SVGMarkup.text(line, x: 16, y: y, size: 16, weight: "bold")
            y += 20
        }
        y -= 6
        if series.count > 1 && showsLegend {
            let (legend, height) = self.legend(top: y, width: width)
            body += legend
            y += height
        }
        y += 10
        let plotTop = y
        var bars = ""
        var section: String?
        for group in groups {
            if let heading = group.section, heading != section {
                bars += SVGMarkup.text(
                    heading, x: 16, y: y + 8, size: Self.labelSize, weight: "bold", color: "#222222")
                y += Self.sectionHeight
            }
            section = group.section
            let height = self.height(of: group)
            if isNarrow {
                bars += SVGMarkup.text(group.label, x: left, y: y + 8, size: Self.labelSize, color: "#222222")
                y += Self.labelRowHeight
            } else {
                bars += SVGMarkup.text(
                    group.label, x: left - 10, y: y + height / 2, size: Self.labelSize, anchor: "end",
                    color: "#222222")
            }
            if group.values.allSatisfy({ $0 == nil }) {
                bars += SVGMarkup.text("no data", x: left + 6, y: y + height / 2, size: 12, color: "#555555")
            } else if layout == .stacked {
                bars += stackedBar(group, top: y, left: left, plotWidth: plotWidth, scale: scale)
            } else {
                bars += groupedBars(group, top: y, left: left, plotWidth: plotWidth, scale: scale)
            }
            y += height + Self.groupGap
        }
        let plotBottom = y - Self.groupGap + 8
        var grid = ""
        for tick in scale.ticks {
            let x = left + tick / scale.maximum * plotWidth
            grid += line(
                x1: x, y1: plotTop - 4, x2: x, y2: plotBottom, color: tick == 0 ? "#333333" : "#DDDDDD")
            grid += SVGMarkup.text(
                Self.number(tick, Self.decimals(of: scale.step)), x: x, y: plotBottom + 16, size: 12,
                anchor: "middle",
                color: "#333333")
        }
        grid += line(x1: left, y1: plotBottom, x2: left + plotWidth, y2: plotBottom, color: "#333333")
        grid += SVGMarkup.text(
            axisTitle, x: left + plotWidth / 2, y: plotBottom + 36, size: 12, anchor: "middle",
            color: "#333333")
        let height = (plotBottom + 52).rounded()
        return SVGMarkup.document(
            body + grid + bars, title: title, width: width, height: height, standalone: standalone)
    }

    // MARK: - Parts

    private var largestExtent: Double {
        groups.map { group in
            let values = group.values.compactMap { $0 }
            return layout == .stacked ? values.reduce(0, +) : values.max() ?? 0
        }.max() ?? 0
    }

    private var widestValueLabel: Double {
        groups.flatMap { group in
            let labels = group.values.indices.map { label(group, $0) }
            return layout == .stacked ? [label(total: group)] : labels
        }.map { Self.textWidth($0, size: 12) }.max() ?? 0
    }

    private func height(of group: Group) -> Double {
        guard layout == .grouped else { return Self.stackHeight }
        let bars = Double(max(1, group.values.compactMap { $0 }.count))
        return bars * Self.barHeight + (bars - 1) * Self.barGap
    }

    private func label(_ group: Group, _ index: Int) -> String {
        if index < group.valueLabels.count, let label = group.valueLabels[index] { return label }
        return group.values[index].map { Self.number($0, decimals) } ?? ""
    }

    private func label(total group: Group) -> String {
        Self.number(group.values.compactMap { $0 }.reduce(0, +), decimals)
    }

    private func groupedBars(_ group: Group, top: Double, left: Double, plotWidth: Double, scale: AxisScale)
        -> String
    {
        var output = ""
        var y = top
        for (index, value) in group.values.enumerated() {
            guard let value else { continue }
            let width = value / scale.maximum * plotWidth
            output += rect(x: left, y: y, width: width, height: Self.barHeight, color: series[index].color)
            output += SVGMarkup.text(
                label(group, index), x: left + width + 5, y: y + Self.barHeight / 2, size: 12,
                color: "#222222")
            y += Self.barHeight + Self.barGap
        }
        return output
    }

    private func stackedBar(_ group: Group, top: Double, left: Double, plotWidth: Double, scale: AxisScale)
        -> String
    {
        var output = ""
        var x = left
        for (index, value) in group.values.enumerated() {
            guard let value, value > 0 else { continue }
            let width = value / scale.maximum * plotWidth
            let color = series[index].color
            output += rect(x: x, y: top, width: width, height: Self.stackHeight, color: color)
            let text = label(group, index)
            if Self.textWidth(text, size: 12) + 8 <= width {
                output += SVGMarkup.text(
                    text, x: x + width / 2, y: top + Self.stackHeight / 2, size: 12, anchor: "middle",
                    color: Palette.textColor(on: color))
            }
            x += width
        }
        output += SVGMarkup.text(
            label(total: group), x: x + 5, y: top + Self.stackHeight / 2, size: 12, weight: "bold")
        return output
    }

    private func legend(top: Double, width chartWidth: Double) -> (String, Double) {
        var output = ""
        var x = 16.0
        var y = top
        for entry in series {
            let width = 14 + 6 + Self.textWidth(entry.name, size: 12) + 12
            if x + width > chartWidth - 16 && x > 16 {
                x = 16
                y += 20
            }
            output += rect(x: x, y: y, width: 14, height: 14, color: entry.color)
            output += SVGMarkup.text(entry.name, x: x + 20, y: y + 7, size: 12, color: "#222222")
            x += width
        }
        return (output, y - top + 20)
    }

    // MARK: - SVG elements

    private func rect(x: Double, y: Double, width: Double, height: Double, color: String) -> String {
        "<rect x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\" width=\"\(SVGMarkup.number(width))\""
            + " height=\"\(SVGMarkup.number(height))\" fill=\"\(color)\"/>\n"
    }

    private func line(x1: Double, y1: Double, x2: Double, y2: Double, color: String) -> String {
        "<line x1=\"\(SVGMarkup.number(x1))\" y1=\"\(SVGMarkup.number(y1))\" x2=\"\(SVGMarkup.number(x2))\""
            + " y2=\"\(SVGMarkup.number(y2))\" stroke=\"\(color)\" stroke-width=\"1\"/>\n"
    }

    // MARK: - Numbers

    /// `text` broken at spaces into lines of at most `width` pixels at `size` (a word longer than that
    /// stays whole).
    static func wrapped(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if let last = lines.last, textWidth(last + " " + word, size: size) <= width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.isEmpty ? [""] : lines
    }

    /// A value as written on the chart: grouped thousands, `decimals` places.
    static func number(_ value: Double, _ decimals: Int) -> String {
        decimals == 0 ? Formatting.count(Int(value.rounded())) : Formatting.decimal(value, places: decimals)
    }

    /// The decimal places a tick step needs: 0 for whole steps, 1 for 0.5, 2 for 0.05.
    static func decimals(of step: Double) -> Int {
        var places = 0
        var scaled = step
        while places < 4 && abs(scaled - scaled.rounded()) > 1e-9 {
            scaled *= 10
            places += 1
        }
        return places
    }

    /// The width of `text` at `size` pixels, from the advance widths of a Helvetica-like font plus 5 %
    /// so that wider fallback fonts still fit.
    static func textWidth(_ text: String, size: Double) -> Double {
        let ems = text.reduce(0.0) { width, character in
            switch character {
            case "i", "j", "l", ".", ",", ":", ";", "'", "|", "!", "(", ")", "[", "]", " ", "f", "t", "I":
                return width + 0.3
            case "r":
                return width + 0.36
            case "m", "w", "M", "W", "%":
                return width + 0.86
            case "0"..."9", "a"..."z":
                return width + 0.56
            case "A"..."Z":
                return width + 0.7
            default:
                return width + 0.62
            }
        }
        return ems * size * 1.05
    }
}
