/// A centred box listing keys and what they do, one "key  action" a line under a title, in sections.
///
/// When the box is taller than the area it condenses (the blank lines go) and then scrolls: the title
/// stays, a window of the lines shows, and a last line says which way there is more. Up/down, `k`/`j`,
/// pageup/pagedown and home/end scroll it; any other key closes it.
public final class HelpOverlay: TransientOverlay {
    /// The heading, drawn bold.
    public let title: String
    /// The groups of keys listed.
    public let sections: [HelpSection]
    /// The first line of the body shown while scrolling.
    public private(set) var scrollOffset = 0
    private var visibleLineCount = Int.max

    /// Creates a help overlay with sections.
    public init(title: String, sections: [HelpSection]) {
        self.title = title
        self.sections = sections
    }

    /// Creates a help overlay with one section without a heading.
    public convenience init(title: String, items: [HelpItem]) {
        self.init(title: title, sections: [HelpSection(items: items)])
    }

    /// Every key listed, in order.
    public var items: [HelpItem] { sections.flatMap(\.items) }

    /// The listed lines: keys padded to the widest key, two spaces, the action.
    public var itemLines: [String] {
        bodyLines(condensed: true).filter { $0.style.isEmpty }.map(\.text)
    }

    /// Draws the box centred in `area`, scrolled when it does not fit.
    public func draw(in screen: inout Screen, area: Rect) {
        let full = [(title, Style.bold), ("", [])] + bodyLines(condensed: false)
        guard full.count + 2 > area.height else {
            visibleLineCount = Int.max
            BoxFrame(lines: full, width: Self.width(of: full)).draw(in: &screen, area: area)
            return
        }
        var body = bodyLines(condensed: true)
        if Self.width(of: body) + 4 > area.width {
            body = bodyLines(condensed: true, aligned: false)
        }
        let fits = body.count + 3 <= area.height
        visibleLineCount = fits ? Int.max : max(1, area.height - 4)
        scrollOffset = fits ? 0 : min(scrollOffset, body.count - visibleLineCount)
        var lines = [(title, Style.bold)] + body.dropFirst(scrollOffset).prefix(visibleLineCount)
        if !fits {
            lines.append((scrollHint(bodyCount: body.count), .dim))
        }
        let width = Self.width(of: [(title, .bold)] + body + [(Self.moreBelow, .dim)])
        BoxFrame(lines: lines, width: width).draw(in: &screen, area: area)
    }

    /// Consumes every key; the scaffold dismisses the overlay on it unless `handleWhileOpen(_:)` kept it.
    public func handle(_ key: Key) -> Bool {
        true
    }

    /// Scrolls on up/down, `k`/`j`, pageup/pagedown and home/end while the lines do not all fit; any
    /// other key, or any key when everything fits, is left to close the overlay.
    public func handleWhileOpen(_ key: Key) -> Bool {
        guard visibleLineCount != Int.max else { return false }
        let last = max(0, bodyLines(condensed: true).count - visibleLineCount)
        switch key {
        case .up, .character("k"): scrollOffset = max(0, scrollOffset - 1)
        case .down, .character("j"): scrollOffset = min(last, scrollOffset + 1)
        case .pageUp: scrollOffset = max(0, scrollOffset - visibleLineCount)
        case .pageDown: scrollOffset = min(last, scrollOffset + visibleLineCount)
        case .home: scrollOffset = 0
        case .end: scrollOffset = last
        default: return false
        }
        return true
    }

    static let moreBelow = "↓ more: up/down"
    static let moreAbove = "↑ more: up/down"
    static let moreBoth = "↑↓ more: up/down"

    private func scrollHint(bodyCount: Int) -> String {
        let atTop = scrollOffset == 0
        let atBottom = scrollOffset + visibleLineCount >= bodyCount
        return atTop ? Self.moreBelow : atBottom ? Self.moreAbove : Self.moreBoth
    }

    /// The lines under the title: each section's heading (bold) and its keys, with blank lines between
    /// sections unless `condensed`, the actions aligned in a column unless that is too wide.
    private func bodyLines(condensed: Bool, aligned: Bool = true) -> [(text: String, style: Style)] {
        let keyWidth = aligned ? items.map { DisplayWidth.of(TerminalText.sanitize($0.key)) }.max() ?? 0 : 0
        let gap = aligned ? "  " : " "
        var lines: [(text: String, style: Style)] = []
        for section in sections where !section.items.isEmpty {
            if !lines.isEmpty, !condensed {
                lines.append(("", []))
            }
            if let heading = section.heading {
                lines.append((heading, .bold))
            }
            for item in section.items {
                let key = TerminalText.sanitize(item.key)
                let padding = String(repeating: " ", count: max(0, keyWidth - DisplayWidth.of(key)))
                lines.append((key + padding + gap + item.action, []))
            }
        }
        return lines
    }

    private static func width(of lines: [(text: String, style: Style)]) -> Int {
        lines.map { DisplayWidth.of(TerminalText.sanitize($0.text)) }.max() ?? 0
    }
}
