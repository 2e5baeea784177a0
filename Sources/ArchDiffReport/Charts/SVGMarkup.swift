import ArchDiffSupport

/// The SVG every chart writes alike: its numbers, its text and the document around a chart.
enum SVGMarkup {
    /// The font of every chart: Helvetica where there is one, a sans-serif like it elsewhere.
    static let fontFamily = "Helvetica, Arial, 'DejaVu Sans', sans-serif"

    /// A coordinate with at most two decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = Formatting.decimal(value, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A `<text>` element centred vertically on `y`; `halo` outlines it in white, so that it stays
    /// readable over a line.
    static func text(
        _ content: String, x: Double, y: Double, size: Double, anchor: String = "start",
        weight: String = "normal", color: String = "#000000", halo: Bool = false
    ) -> String {
        var attributes = "x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\""
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        if weight != "normal" { attributes += " font-weight=\"\(weight)\"" }
        if halo { attributes += " stroke=\"#FFFFFF\" stroke-width=\"4\" paint-order=\"stroke\"" }
        return "<text \(attributes) dy=\"0.35em\" fill=\"\(color)\">\(XMLText.escaped(content))</text>\n"
    }

    /// `content` on white in an `<svg>` of `width` by `height` named `title`: a document with its XML
    /// declaration when `standalone`, else an element to inline in HTML.
    static func document(
        _ content: String, title: String, width: Double, height: Double, standalone: Bool
    ) -> String {
        let size =
            "width=\"\(number(width))\" height=\"\(number(height))\""
            + " viewBox=\"0 0 \(number(width)) \(number(height))\""
        let open =
            standalone
            ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(size)"
            : "<svg \(size)"
        return open
            + " role=\"img\" aria-label=\"\(XMLText.escaped(title))\" font-family=\"\(fontFamily)\">\n"
            + "<title>\(XMLText.escaped(title))</title>\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n" + content + "</svg>\n"
    }
}
