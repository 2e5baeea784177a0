import ArchDiffReport

extension SequenceDiagram {
    private enum Layout {
        static let margin = 16
        static let titleHeight = 26
        static let boxHeight = 28
        static let messageHeight = 22
        static let selfMessageHeight = 30
        static let stepHeight = 30
        static let characterWidth = 6.6
        static let minimumColumn = 120
    }

    /// The diagram as a standalone SVG document titled `title`, on a white background.
    func svg(title: String) -> String {
        let column = max(
            Layout.minimumColumn,
            participants.map { Int(Double($0.name.count) * Layout.characterWidth) + 24 }.max() ?? 0)
        let layers = participants.compactMap(\.layer).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let center = { (index: Int) in Layout.margin + column * index + column / 2 }
        let width = Layout.margin * 2 + column * participants.count
        let top = Layout.margin + Layout.titleHeight
        var body: [String] = []
        var y = top + Layout.boxHeight + 18
        for row in rows {
            switch row {
            case .step(let label):
                y += 6
                body.append(
                    ##"<line x1="\##(Layout.margin)" y1="\##(y)" x2="\##(width - Layout.margin)" y2="\##(y)" stroke="#BBBBBB"/>"##
                )
                body.append(
                    ##"<text x="\##(Layout.margin + 4)" y="\##(y + 14)" font-weight="bold">\##(XMLText.escaped(label))</text>"##
                )
                y += Layout.stepHeight - 6
            case .message(let from, let to, let label, let isChange) where from == to:
                let x = center(from)
                let text = fitted(label, toWidth: 2 * column - 16)
                body.append(##"<text x="\##(x + 6)" y="\##(y + 10)">\##(XMLText.escaped(text))</text>"##)
                body.append(
                    ##"<path d="M \##(x) \##(y + 14) h 24 v 10 h -22" fill="none" stroke="#333333"\##(dash(isChange)) marker-end="url(#\##(marker(isChange)))"/>"##
                )
                y += Layout.selfMessageHeight
            case .message(let from, let to, let label, let isChange):
                let (x1, x2) = (center(from), center(to))
                let text = fitted(label, toWidth: max(abs(x2 - x1) - 8, 2 * column - 16))
                let textX = min(x1, x2) + 4
                body.append(##"<text x="\##(textX)" y="\##(y + 8)">\##(XMLText.escaped(text))</text>"##)
                let end = x2 > x1 ? x2 - 2 : x2 + 2
                body.append(
                    ##"<line x1="\##(x1)" y1="\##(y + 12)" x2="\##(end)" y2="\##(y + 12)" stroke="#333333"\##(dash(isChange)) marker-end="url(#\##(marker(isChange)))"/>"##
                )
                y += Layout.messageHeight
            }
        }
        let bottom = y + 6
        var lines: [String] = []
        for (index, participant) in participants.enumerated() {
            let x = center(index)
            let fill = color(of: participant, layers: layers)
            lines.append(
                ##"<line x1="\##(x)" y1="\##(top + Layout.boxHeight)" x2="\##(x)" y2="\##(bottom)" stroke="#999999" stroke-dasharray="3 3"/>"##
            )
            lines.append(
                ##"<rect x="\##(x - column / 2 + 4)" y="\##(top)" width="\##(column - 8)" height="\##(Layout.boxHeight)" rx="4" fill="\##(fill)"/>"##
            )
            lines.append(
                ##"<text x="\##(x)" y="\##(top + 18)" text-anchor="middle" fill="\##(Palette.textColor(on: fill))">\##(XMLText.escaped(participant.name))</text>"##
            )
        }
        var legend: [String] = []
        var legendX = Layout.margin
        let legendY = bottom + 12
        let keys =
            layers.enumerated().map { ($1, Palette.color(at: $0)) } + [
                ("terminal, navigator, service", Palette.neutral), ("TerminalKit view", Self.viewColor),
            ]
        for (layer, fill) in keys {
            legend.append(
                ##"<rect x="\##(legendX)" y="\##(legendY)" width="10" height="10" fill="\##(fill)"/>"##)
            legend.append(
                ##"<text x="\##(legendX + 14)" y="\##(legendY + 9)">\##(XMLText.escaped(layer))</text>"##)
            legendX += 24 + Int(Double(layer.count) * Layout.characterWidth)
        }
        let height = legendY + 10 + Layout.margin
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="11">
            <defs>
            <marker id="call" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333333"/></marker>
            <marker id="change" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M 0 0 L 10 5 L 0 10" fill="none" stroke="#333333"/></marker>
            </defs>
            <rect width="\(width)" height="\(height)" fill="#FFFFFF"/>
            <text x="\(Layout.margin)" y="\(Layout.margin + 12)" font-size="13" font-weight="bold">\(XMLText.escaped(title))</text>
            \((lines + body + legend).joined(separator: "\n"))
            </svg>

            """
    }

    private func color(of participant: Participant, layers: [String]) -> String {
        guard let layer = participant.layer, let index = layers.firstIndex(of: layer) else {
            return participant.name == "Terminal" || participant.name == "Navigator"
                || participant.name == "TaskListService" ? Palette.neutral : Self.viewColor
        }
        return Palette.color(at: index)
    }

    /// The fill of TerminalKit's views, which are shared but drawn lighter than the boundaries.
    private static let viewColor = "#D9D9D9"

    private func dash(_ isChange: Bool) -> String {
        isChange ? #" stroke-dasharray="5 3""# : ""
    }

    private func marker(_ isChange: Bool) -> String {
        isChange ? "change" : "call"
    }

    /// `text` cut with "…" to about `width` pixels, never below 12 characters.
    private func fitted(_ text: String, toWidth width: Int) -> String {
        let limit = max(12, Int(Double(width) / Layout.characterWidth))
        return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
