/// The Okabe–Ito colours, distinguishable with the common forms of colour blindness, and the text
/// colour that reads on each.
package enum Palette {
    /// The colours in the order they are handed out: blue, orange, bluish green, reddish purple, sky
    /// blue, vermillion, yellow.
    package static let colors = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"]

    /// A neutral grey for a series that is not one of the compared things, such as a composition root.
    package static let neutral = "#6E6E6E"

    /// Black, for a total drawn among its parts.
    package static let total = "#000000"

    /// The colour at `index`, starting over after the last.
    package static func color(at index: Int) -> String {
        colors[index % colors.count]
    }

    /// Black or white, whichever reads better on `color` (`#RRGGBB`).
    package static func textColor(on color: String) -> String {
        let digits = Array(color.dropFirst())
        guard digits.count == 6 else { return "#000000" }
        let channels = stride(from: 0, to: 6, by: 2).map {
            Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255
        }
        let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        return luminance > 0.45 ? "#000000" : "#FFFFFF"
    }
}
