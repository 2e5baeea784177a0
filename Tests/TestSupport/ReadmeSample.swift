import Foundation

/// A block of a Markdown file that shows a command's output, marked with the command that made it, so a
/// test can run the command again and compare:
///
///     <!-- sample: archdiff tests | lines 1-25, 60-68 -->
///     ```
///     archdiff tests: MVC, MVP
///     ...
///     ```
///
/// After `sample:` come the command's words, then optional clauses after `|`: `lines A-B, C-D` (the
/// lines of the output shown; `...` stands for the lines left out between and after them), `screen N`
/// (the N-th of the screens `--replay` prints, each ended by a line `---`), `in <place>` (where the
/// command ran, when not in the package root) and `labels` (only the rows' labels are compared: for
/// figures that change from run to run). `RECORD_README_SAMPLES=1` makes the tests that check samples
/// write the commands' output into the file instead.
public struct ReadmeSample: Equatable, Sendable {
    /// The marker's text after `sample:`, which identifies the sample in the file.
    public var marker: String
    /// The command's words, the program first.
    public var command: [String]
    /// The lines of the output shown, 1-based; `nil` for all of them.
    public var lines: [ClosedRange<Int>]?
    /// The replayed screen shown, 1-based, when the output is a `--replay` transcript.
    public var screen: Int?
    /// Where the command ran, when not in the package root.
    public var place: String?
    /// Whether only each row's label, its text before two spaces, is compared.
    public var comparesLabels: Bool
    /// The block as it stands in the file, without its fences.
    public var text: String
    /// The 1-based line of the marker in the file.
    public var line: Int
    /// The range of the block's text in the file, to write a new one.
    public var range: Range<String.Index>

    /// What stands for left-out lines.
    public static let gap = "..."

    /// Whether the tests that check samples write the commands' output into the file instead.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_README_SAMPLES"] != nil
    }

    /// The command as typed: its words joined by spaces.
    public var commandLine: String {
        command.joined(separator: " ")
    }

    /// The marked samples of `markdown`, in order: a marker line, then a fenced block right after it.
    public static func all(in markdown: String) -> [ReadmeSample] {
        var lines: [Range<String.Index>] = []
        var start = markdown.startIndex
        while start < markdown.endIndex {
            let end = markdown[start...].firstIndex(of: "\n") ?? markdown.endIndex
            lines.append(start..<end)
            start = end < markdown.endIndex ? markdown.index(after: end) : end
        }
        var samples: [ReadmeSample] = []
        for (number, line) in lines.enumerated() {
            let text = markdown[line]
            guard text.hasPrefix("<!-- sample:"), text.hasSuffix("-->"), number + 1 < lines.count,
                markdown[lines[number + 1]].hasPrefix("```"),
                let close = lines[(number + 2)...].firstIndex(where: { markdown[$0] == "```" })
            else { continue }
            let body =
                lines[number + 1].upperBound < markdown.endIndex
                ? markdown.index(after: lines[number + 1].upperBound) : markdown.endIndex
            let range = body..<lines[close].lowerBound
            samples.append(
                ReadmeSample(
                    marker: String(text.dropFirst(12).dropLast(3)), line: number + 1,
                    text: String(markdown[range]), range: range))
        }
        return samples
    }

    private init(marker: String, line: Int, text: String, range: Range<String.Index>) {
        self.marker = marker
        let clauses = marker.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        command = (clauses.first ?? "").split(separator: " ").map(String.init)
        lines = nil
        screen = nil
        place = nil
        comparesLabels = false
        for clause in clauses.dropFirst() {
            if clause.hasPrefix("lines ") {
                lines = clause.dropFirst(6).split(separator: ",").compactMap { part in
                    let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap {
                        Int($0)
                    }
                    guard let first = bounds.first, let last = bounds.last, first <= last else { return nil }
                    return first...last
                }
            } else if clause.hasPrefix("screen ") {
                screen = Int(clause.dropFirst(7))
            } else if clause.hasPrefix("in ") {
                place = String(clause.dropFirst(3))
            } else if clause == "labels" {
                comparesLabels = true
            }
        }
        self.text = text
        self.line = line
        self.range = range
    }

    /// The part of `output` the sample shows: the chosen screen, or the chosen lines with `...` where
    /// lines are left out between them or after the last; each line with a newline.
    public func excerpt(of output: String) -> String {
        var outputLines = output.components(separatedBy: "\n")
        if outputLines.last == "" { outputLines.removeLast() }
        if let screen {
            let screens = outputLines.split(separator: "---", omittingEmptySubsequences: false)
            return screen >= 1 && screen <= screens.count
                ? screens[screen - 1].map { $0 + "\n" }.joined() : ""
        }
        guard let lines else { return outputLines.map { $0 + "\n" }.joined() }
        var shown: [String] = []
        var previous: Int?
        for range in lines {
            if let previous, range.lowerBound > previous + 1 { shown.append(Self.gap) }
            shown += range.compactMap { $0 <= outputLines.count ? outputLines[$0 - 1] : nil }
            previous = range.upperBound
        }
        if let previous, previous < outputLines.count { shown.append(Self.gap) }
        return shown.map { $0 + "\n" }.joined()
    }

    /// The label of each row of `text`: the line, without its indentation, up to the next two spaces.
    public static func labels(of text: String) -> [String] {
        text.split(separator: "\n").map { line in
            let row = line.drop { $0 == " " }
            return (row.range(of: "  ").map { row[..<$0.lowerBound] } ?? row).trimmingCharacters(
                in: .whitespaces)
        }
    }

    /// `markdown` with the blocks of `samples` (found in it) replaced by `texts`, in the same order.
    public static func rewriting(_ markdown: String, _ samples: [ReadmeSample], with texts: [String])
        -> String
    {
        var output = markdown
        for (sample, text) in zip(samples, texts).sorted(by: { $0.0.range.lowerBound > $1.0.range.lowerBound }
        ) {
            output.replaceSubrange(sample.range, with: text)
        }
        return output
    }

    /// Writes `texts` into the blocks of `samples` in the file at `path`, read again now: tests of several
    /// targets record their samples of one file at the same time, so each finds its blocks by marker.
    public static func record(_ samples: [ReadmeSample], texts: [String], inFile path: String) throws {
        recording.lock()
        defer { recording.unlock() }
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        var current = all(in: markdown)
        var found: [ReadmeSample] = []
        var kept: [String] = []
        for (sample, text) in zip(samples, texts) {
            guard let index = current.firstIndex(where: { $0.marker == sample.marker }) else { continue }
            found.append(current.remove(at: index))
            kept.append(text)
        }
        try rewriting(markdown, found, with: kept).write(toFile: path, atomically: true, encoding: .utf8)
    }

    private static let recording = NSLock()
}
