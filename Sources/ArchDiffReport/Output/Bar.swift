/// A small horizontal bar drawn with block characters, eight steps per character cell.
enum Bar {
    static let width = 8

    /// A bar for `value` scaled so that `maximum` fills `width` cells; always `width` characters wide.
    static func render(_ value: Double, maximum: Double, width: Int = width) -> String {
        guard maximum > 0, value > 0 else { return String(repeating: " ", count: width) }
        let eighths = max(1, Int((value / maximum * Double(width * 8)).rounded()))
        let full = min(eighths / 8, width)
        let partial = full < width ? eighths % 8 : 0
        var bar = String(repeating: "█", count: full)
        if partial > 0 {
            bar.append(partials[partial])
        }
        return bar + String(repeating: " ", count: width - bar.count)
    }

    private static let partials: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
