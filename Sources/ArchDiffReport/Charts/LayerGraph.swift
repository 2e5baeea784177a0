/// The layers of one column as a dependency graph in SVG: a box per layer with Martin's figures, an arrow
/// from each layer to every layer whose types it uses, labelled with the number of references.
///
/// Layers sit in rows so that arrows point down: a layer goes one row below the lowest layer that uses
/// it. An arrow between neighbouring rows is straight; a longer one curves along the right-hand side. An
/// edge that would close a cycle points up instead. The title and caption wrap to the graph's width, so
/// a graph of a chain of layers stays narrow enough for a phone. The output depends only on the figures.
package struct LayerGraph: Sendable {
    /// One layer.
    package struct Node: Sendable {
        /// The layer's name, written in the box.
        package var name: String
        /// Lines of figures written under the name.
        package var details: [String]
        /// The box's fill colour, `#RRGGBB`.
        package var color: String

        /// A box for layer `name`.
        package init(name: String, details: [String], color: String) {
            self.name = name
            self.details = details
            self.color = color
        }
    }

    /// One dependency: `from` uses types of `to`.
    package struct Edge: Sendable {
        /// The using layer.
        package var from: String
        /// The used layer.
        package var to: String
        /// Written beside the arrow.
        package var label: String

        /// An arrow from `from` to `to`.
        package init(from: String, to: String, label: String) {
            self.from = from
            self.to = to
            self.label = label
        }
    }

    /// The graph's title.
    package var title: String
    /// A line under the title saying how to read the graph.
    package var caption: String
    /// The layers, in layer order.
    package var nodes: [Node]
    /// The dependencies.
    package var edges: [Edge]

    /// A graph of `nodes` and `edges`.
    package init(title: String, caption: String, nodes: [Node], edges: [Edge]) {
        self.title = title
        self.caption = caption
        self.nodes = nodes
        self.edges = edges
    }

    private static let margin = 16.0
    /// The narrowest graph: one box and its arrows, with room for a title of two lines.
    private static let minimumWidth = 300.0
    private static let rowGap = 44.0
    private static let columnGap = 24.0
    private static let nameSize = 14.0
    private static let detailSize = 11.0
    private static let labelSize = 11.0

    /// The row of each layer, counted from 0 at the top, and the edges that point down.
    func rows() -> (rows: [String: Int], downward: [Edge]) {
        var downward: [Edge] = []
        var targets: [String: [String]] = [:]
        func reaches(_ start: String, _ goal: String) -> Bool {
            var seen: Set<String> = []
            var pending = [start]
            while let node = pending.popLast() {
                if node == goal { return true }
                if seen.insert(node).inserted { pending += targets[node] ?? [] }
            }
            return false
        }
        for edge in edges where edge.from != edge.to && !reaches(edge.to, edge.from) {
            downward.append(edge)
            targets[edge.from, default: []].append(edge.to)
        }
        var rows = Dictionary(uniqueKeysWithValues: nodes.map { ($0.name, 0) })
        for _ in nodes {
            for edge in downward {
                rows[edge.to] = max(rows[edge.to] ?? 0, (rows[edge.from] ?? 0) + 1)
            }
        }
        return (rows, downward)
    }

    /// The graph as an SVG document; without `standalone`, as an `<svg>` element to inline in HTML.
    package func svg(standalone: Bool = true) -> String {
        let (rows, downward) = rows()
        let boxWidth =
            (nodes.flatMap { node in
                [BarChart.textWidth(node.name, size: Self.nameSize)]
                    + node.details.map { BarChart.textWidth($0, size: Self.detailSize) }
            }.max() ?? 0) + 20
        let lines = Double(nodes.map(\.details.count).max() ?? 0)
        let boxHeight = 24 + lines * 15
        let rowCount = (rows.values.max() ?? 0) + 1
        let rowMembers = (0..<rowCount).map { row in nodes.filter { rows[$0.name] == row } }
        let widest = Double(rowMembers.map(\.count).max() ?? 1)
        let longestSpan = edges.compactMap { edge -> Int? in
            guard let from = rows[edge.from], let to = rows[edge.to], abs(to - from) != 1 else { return nil }
            return abs(to - from)
        }.max()
        let bulge = longestSpan.map { Self.reach(span: $0) + 8 } ?? 0
        let plotWidth = widest * boxWidth + (widest - 1) * Self.columnGap
        let width = max(plotWidth + bulge + 2 * Self.margin + 24, Self.minimumWidth).rounded(.up)
        let titleLines = BarChart.wrapped(title, size: 16, width: width - 2 * Self.margin)
        let captionLines = BarChart.wrapped(caption, size: Self.detailSize, width: width - 2 * Self.margin)
        let top = 26 + 20 * Double(titleLines.count) + 15 * Double(captionLines.count)
        var centres: [String: (x: Double, y: Double)] = [:]
        for (row, members) in rowMembers.enumerated() {
            let rowWidth = Double(members.count) * boxWidth + Double(members.count - 1) * Self.columnGap
            var x = Self.margin + (plotWidth - rowWidth) / 2 + boxWidth / 2
            for node in members {
                centres[node.name] = (x, top + Double(row) * (boxHeight + Self.rowGap) + boxHeight / 2)
                x += boxWidth + Self.columnGap
            }
        }
        let height = (top + Double(rowCount) * (boxHeight + Self.rowGap) - Self.rowGap + Self.margin).rounded(
            .up)
        let marker = "arrow-" + String(title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        var body = ""
        var lineY = 26.0
        for line in titleLines {
            body += SVGMarkup.text(line, x: Self.margin, y: lineY, size: 16, weight: "bold")
            lineY += 20
        }
        for line in captionLines {
            body += SVGMarkup.text(line, x: Self.margin, y: lineY, size: Self.detailSize, color: "#333333")
            lineY += 15
        }
        body +=
            "<defs><marker id=\"\(marker)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\""
            + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#333333\"/>"
            + "</marker></defs>\n"
        var leaving: [String: Int] = [:]
        var entering: [String: Int] = [:]
        for edge in edges {
            guard let from = centres[edge.from], let to = centres[edge.to] else { continue }
            let isDown = downward.contains { $0.from == edge.from && $0.to == edge.to }
            let span = abs((rows[edge.to] ?? 0) - (rows[edge.from] ?? 0))
            if span == 1 {
                let (y1, y2) =
                    isDown
                    ? (from.y + boxHeight / 2, to.y - boxHeight / 2)
                    : (from.y - boxHeight / 2, to.y + boxHeight / 2)
                body += path(
                    "M \(SVGMarkup.number(from.x)) \(SVGMarkup.number(y1)) L \(SVGMarkup.number(to.x)) \(SVGMarkup.number(y2))",
                    marker: marker)
                body += SVGMarkup.text(
                    edge.label, x: (from.x + to.x) / 2 + 6, y: (y1 + y2) / 2, size: Self.labelSize,
                    color: "#333333")
            } else {
                let side = max(from.x, to.x) + boxWidth / 2
                let reach = side + Self.reach(span: span)
                let start = from.y + 7 * Double(leaving[edge.from, default: 0])
                let end = to.y - 7 * Double(entering[edge.to, default: 0])
                leaving[edge.from, default: 0] += 1
                entering[edge.to, default: 0] += 1
                body += path(
                    "M \(SVGMarkup.number(from.x + boxWidth / 2)) \(SVGMarkup.number(start)) C \(SVGMarkup.number(reach)) "
                        + "\(SVGMarkup.number(start)) \(SVGMarkup.number(reach)) \(SVGMarkup.number(end)) "
                        + "\(SVGMarkup.number(to.x + boxWidth / 2)) \(SVGMarkup.number(end))", marker: marker)
                body += SVGMarkup.text(
                    edge.label, x: side + 0.75 * (reach - side), y: (start + end) / 2, size: Self.labelSize,
                    anchor: "middle", color: "#333333", halo: true)
            }
        }
        for node in nodes {
            guard let centre = centres[node.name] else { continue }
            let color = Palette.textColor(on: node.color)
            body +=
                "<rect x=\"\(SVGMarkup.number(centre.x - boxWidth / 2))\" y=\"\(SVGMarkup.number(centre.y - boxHeight / 2))\""
                + " width=\"\(SVGMarkup.number(boxWidth))\" height=\"\(SVGMarkup.number(boxHeight))\" rx=\"4\""
                + " fill=\"\(node.color)\"/>\n"
            var y = centre.y - boxHeight / 2 + 14
            body += SVGMarkup.text(
                node.name, x: centre.x, y: y, size: Self.nameSize, anchor: "middle", weight: "bold",
                color: color)
            for detail in node.details {
                y += 15
                body += SVGMarkup.text(
                    detail, x: centre.x, y: y, size: Self.detailSize, anchor: "middle", color: color)
            }
        }
        return SVGMarkup.document(body, title: title, width: width, height: height, standalone: standalone)
    }

    /// How far right of the boxes the curve of an edge spanning `span` rows reaches: the longer the
    /// edge, the further out, so that curves nest instead of crossing.
    private static func reach(span: Int) -> Double {
        14 + 20 * Double(max(span, 2) - 1)
    }

    private func path(_ d: String, marker: String) -> String {
        "<path d=\"\(d)\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1.2\" marker-end=\"url(#\(marker))\"/>\n"
    }
}
