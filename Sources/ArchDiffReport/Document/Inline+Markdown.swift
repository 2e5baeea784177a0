extension Inline {
    /// Text quoted from a Markdown document, such as a behaviour of the catalogue or a pattern's note:
    /// its code spans and links become runs and everything else stays plain text as written, so the
    /// Markdown writer gives `markdown` back unchanged.
    init(markdown: String) {
        self.init()
        var rest = Substring(markdown)
        while let tick = rest.firstIndex(of: "`"),
            let close = rest[rest.index(after: tick)...].firstIndex(of: "`")
        {
            appendLinks(in: rest[..<tick])
            append(.code(String(rest[rest.index(after: tick)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        appendLinks(in: rest)
    }

    /// Adds `text`, its links `[text](target)` as links.
    private mutating func appendLinks(in text: Substring) {
        var rest = text
        while let link = rest.firstMatch(of: /\[([^\]\n]+)\]\(([^)\s]+)\)/) {
            append(.text(String(rest[..<link.range.lowerBound])))
            append(.link(Inline(String(link.output.1)), target: String(link.output.2)))
            rest = rest[link.range.upperBound...]
        }
        append(.text(String(rest)))
    }
}
