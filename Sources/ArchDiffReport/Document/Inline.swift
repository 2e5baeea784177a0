/// Text inside a block: runs of plain text, code spans, strong and emphasised text and links, in reading
/// order. Write it as a string: `"Run \(code: "swift run archdiff") for \(strong: "every") pattern."`.
struct Inline: Sendable, Equatable {
    /// One run of inline text.
    enum Run: Sendable, Equatable {
        /// Text shown as it is.
        case text(String)
        /// A code span.
        case code(String)
        /// Strong text.
        case strong(Inline)
        /// Emphasised text.
        case emphasis(Inline)
        /// A link: its text and the address it leads to.
        case link(Inline, target: String)
        /// A change up or down, such as the difference between two figures: coloured by its direction in
        /// a terminal's table cell or list item, plain text on a page.
        case change(Inline, Direction)
        /// Text beside the figures, such as a commit hash or a folder: dimmed in a terminal's table cell
        /// or list item, as its text on a page.
        case aside(Inline)
        /// Text the reader must not miss, such as a failure or a gap: highlighted in a terminal's table
        /// cell or list item, as its text on a page.
        case alert(Inline)
        /// A bar showing `value` against the largest value `maximum`, for a table cell holding the figure:
        /// drawn in a column of its own after the cell's in a terminal, left out on a page.
        case bar(value: Double, maximum: Double)
    }

    /// Which way a change goes.
    enum Direction: Sendable, Equatable {
        /// Up.
        case increase
        /// Down.
        case decrease
    }

    /// The runs, adjacent plain text merged into one run and no run empty.
    private(set) var runs: [Run] = []

    /// No text.
    init() {}

    /// `text` as plain text.
    init(_ text: String) {
        append(.text(text))
    }

    /// Whether there is no run.
    var isEmpty: Bool {
        runs.isEmpty
    }

    /// The bar of the text, if a run is one: its value and the largest value.
    var bar: (value: Double, maximum: Double)? {
        for case .bar(let value, let maximum) in runs {
            return (value, maximum)
        }
        return nil
    }

    /// The text without its markup: code spans as their code, a link as its text, no bar.
    var plainText: String {
        runs.map { run in
            switch run {
            case .text(let text), .code(let text): text
            case .strong(let inline), .emphasis(let inline), .link(let inline, _), .change(let inline, _),
                .aside(let inline), .alert(let inline):
                inline.plainText
            case .bar: ""
            }
        }.joined()
    }

    /// Adds `run`, merged into the last run when both are plain text; an empty run is left out.
    mutating func append(_ run: Run) {
        switch run {
        case .text(let text) where text.isEmpty: return
        case .text(let text):
            if case .text(let last) = runs.last {
                runs[runs.count - 1] = .text(last + text)
                return
            }
        case .code, .strong, .emphasis, .link, .change, .aside, .alert, .bar: break
        }
        runs.append(run)
    }

    /// Adds `text` at the end.
    mutating func append(_ text: Inline) {
        for run in text.runs {
            append(run)
        }
    }
}

extension Sequence where Element == Inline {
    /// The texts one after the other, `separator` between each two.
    func joined(separator: Inline = Inline()) -> Inline {
        var joined = Inline()
        for (index, inline) in enumerated() {
            if index > 0 {
                joined.append(separator)
            }
            joined.append(inline)
        }
        return joined
    }
}
