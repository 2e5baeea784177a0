/// A centred box with a single-line border around lines of text, as dialogs and overlays draw it.
///
/// The box fits its widest line plus a border and one space of padding each side, clipped to the area;
/// lines that do not fit are cut with "…" or left out from the bottom.
struct BoxFrame {
    /// The lines inside the box, each with its attributes.
    var lines: [(text: String, style: Style)]
    /// The columns of text the box is made for; by default its widest line's.
    var width: Int?

    /// Draws the box centred in `area`, blanking what is under it.
    func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        let textWidth = width ?? lines.map { DisplayWidth.of(TerminalText.sanitize($0.text)) }.max() ?? 0
        let box = area.centered(Size(width: textWidth + 4, height: lines.count + 2))
        screen.fill(box)
        guard box.width >= 2, box.height >= 2 else {
            if let first = lines.first {
                screen.put(truncating: first.text, at: box.origin, width: box.width, style: first.style)
            }
            return
        }
        let horizontal = String(repeating: "─", count: box.width - 2)
        screen.put("┌" + horizontal + "┐", at: box.origin)
        screen.put("└" + horizontal + "┘", at: Point(x: box.x, y: box.maxY - 1))
        for y in (box.y + 1)..<(box.maxY - 1) {
            screen.put("│", at: Point(x: box.x, y: y))
            screen.put("│", at: Point(x: box.maxX - 1, y: y))
        }
        for (index, line) in lines.prefix(box.height - 2).enumerated() {
            let origin = Point(x: box.x + 2, y: box.y + 1 + index)
            screen.put(truncating: line.text, at: origin, width: box.width - 4, style: line.style)
        }
    }
}
