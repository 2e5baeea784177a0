import Foundation

/// A block of a Markdown file that shows a command's output, marked with the command that made it, so a
/// test can run the command again and compare:
///
///     <!-- sample: archdiff tests | to MVC (Tests/MVCTests) | from Behaviours for 16 -->
///     ```
///     archdiff tests: MVC, MVP
///     ...
///     ```
///
/// After `sample:` come the command's words, then optional clauses after `|`. The parts of the output
/// shown, each a clause, in order:
///
/// - `from TEXT to END`: from the first line that starts with `TEXT` up to the next line that starts with
///   `END`, without the blank lines before it;
/// - `from TEXT for N`: `N` lines from the first line that starts with `TEXT`;
/// - `from TEXT`: from that line to the end; `to END`: from the first line up to `END`;
/// - `lines A-B, C-D`: lines by number, 1-based.
///
/// Each part is looked for after the one before; `...` stands for the lines left out between parts and
/// after the last. Anchors keep a sample whole when the output grows above it. Other clauses: `screen N`
/// (the N-th of the screens `--replay` prints, each ended by a line `---`), `in <place>` (where the
/// command ran, when not in the package root) and `labels` (the figures change from run to run: only the
/// rows' labels are compared). `RECORD_README_SAMPLES=1` makes the tests that check samples write the
/// commands' output into the file instead; `RECORD_README_SAMPLES=all` also records the `labels`
/// samples, which takes a run of the suites.
public struct ReadmeSample: Equatable, Sendable {
    /// Where a part of the output starts.
    public enum Start: Equatable, Sendable {
        /// At this 1-based line.
        case line(Int)
        /// At the first line that starts with this text.
        case text(String)
    }

    /// Where a part of the output ends.
    public enum End: Equatable, Sendable {
        /// After this 1-based line.
        case line(Int)
        /// Before the next line that starts with this text, without the blank lines before it.
        case text(String)
        /// After this many lines.
        case count(Int)
        /// At the end of the output.
        case outputEnd
    }

    /// One run of lines of the output that the sample shows.
    public struct Part: Equatable, Sendable {
        /// Where it starts.
        public var start: Start
        /// Where it ends.
        public var end: End
    }

    /// The marker's text after `sample:`, which identifies the sample in the file.
    public var marker: String
    /// The command's words, the program first.
    public var command: [String]
    /// The parts of the output shown, in order; empty for all of it.
    public var parts: [Part]
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

    /// What the tests that check samples do instead of checking, from `RECORD_README_SAMPLES`.
    public enum Recording: Equatable, Sendable {
        /// Check every sample.
        case off
        /// Write the output of the commands whose figures do not change from run to run (`1`).
        case stable
        /// Write every sample, the `labels` ones too, which takes a run of the suites (`all`).
        case all
    }

    /// What `RECORD_README_SAMPLES` asks for.
    public static var recording: Recording {
        switch ProcessInfo.processInfo.environment["RECORD_README_SAMPLES"] {
        case nil, "", "0": return .off
        case "all": return .all
        default: return .stable
        }
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
                    marker: String(text.dropFirst(12).dropLast(3)).trimmingCharacters(in: .whitespaces),
                    line: number + 1, text: String(markdown[range]), range: range))
        }
        return samples
    }

    private init(marker: String, line: Int, text: String, range: Range<String.Index>) {
        self.marker = marker
        let clauses = marker.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        command = (clauses.first ?? "").split(separator: " ").map(String.init)
        parts = []
        screen = nil
        place = nil
        comparesLabels = false
        for clause in clauses.dropFirst() {
            if clause.hasPrefix("lines ") {
                parts += clause.dropFirst(6).split(separator: ",").compactMap { part in
                    let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap {
                        Int($0)
                    }
                    guard let first = bounds.first, let last = bounds.last, first <= last else { return nil }
                    return Part(start: .line(first), end: .line(last))
                }
            } else if clause.hasPrefix("from ") {
                parts.append(Self.anchoredPart(String(clause.dropFirst(5))))
            } else if clause.hasPrefix("to ") {
                parts.append(Part(start: .line(1), end: .text(String(clause.dropFirst(3)))))
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

    /// The part of a clause `from TEXT to END`, `from TEXT for N` or `from TEXT`, given what follows `from`.
    private static func anchoredPart(_ clause: String) -> Part {
        if let to = clause.range(of: " to ", options: .backwards) {
            return Part(
                start: .text(String(clause[..<to.lowerBound])), end: .text(String(clause[to.upperBound...])))
        }
        if let count = clause.range(of: " for ", options: .backwards),
            let lines = Int(clause[count.upperBound...])
        {
            return Part(start: .text(String(clause[..<count.lowerBound])), end: .count(lines))
        }
        return Part(start: .text(clause), end: .outputEnd)
    }

    /// The part of `output` the sample shows: the chosen screen, or the chosen parts with `...` where
    /// lines are left out between them or after the last; each line with a newline. `nil` when the
    /// output has no such screen, or no line an anchor names.
    public func excerpt(of output: String) -> String? {
        var outputLines = output.components(separatedBy: "\n")
        if outputLines.last == "" { outputLines.removeLast() }
        if let screen {
            let screens = outputLines.split(separator: "---", omittingEmptySubsequences: false)
            return screen >= 1 && screen <= screens.count
                ? screens[screen - 1].map { $0 + "\n" }.joined() : nil
        }
        guard !parts.isEmpty else { return outputLines.map { $0 + "\n" }.joined() }
        var shown: [String] = []
        var cursor = 0
        for part in parts {
            let start: Int
            switch part.start {
            case .line(let line): start = line - 1
            case .text(let text):
                guard
                    let found = outputLines.indices.dropFirst(cursor).first(where: {
                        outputLines[$0].hasPrefix(text)
                    })
                else { return nil }
                start = found
            }
            guard start < outputLines.count else { return nil }
            var end: Int
            switch part.end {
            case .line(let line): end = min(line, outputLines.count)
            case .count(let count): end = min(start + count, outputLines.count)
            case .outputEnd: end = outputLines.count
            case .text(let text):
                guard
                    let found = outputLines.indices.dropFirst(start + 1).first(where: {
                        outputLines[$0].hasPrefix(text)
                    })
                else { return nil }
                end = found
                while end > start + 1 && outputLines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty {
                    end -= 1
                }
            }
            if start > cursor && !shown.isEmpty { shown.append(Self.gap) }
            shown += outputLines[start..<max(start, end)]
            cursor = max(cursor, end)
        }
        if cursor < outputLines.count { shown.append(Self.gap) }
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

    /// Checks `samples` of the file at `path` against what `output` gives for each, or, while recording,
    /// writes it into their blocks; returns one message per sample that differs or whose output lacks
    /// what the marker names. `output` returns `nil` for a sample that cannot be made here (it is kept).
    public static func check(
        _ samples: [ReadmeSample], inFile path: String, output: (ReadmeSample) async throws -> String?
    ) async throws -> [String] {
        var problems: [String] = []
        var recorded: [String] = []
        for sample in samples {
            guard let output = try await output(sample) else {
                recorded.append(sample.text)
                continue
            }
            guard let excerpt = sample.excerpt(of: output) else {
                problems.append(
                    "\(fileName(path)):\(sample.line): the output of `\(sample.commandLine)` has no part the marker `\(sample.marker)` names"
                )
                recorded.append(sample.text)
                continue
            }
            recorded.append(excerpt)
            if recording == .off && sample.text != excerpt {
                problems.append(
                    "\(fileName(path)):\(sample.line): `\(sample.commandLine)` prints something else now; "
                        + "record it with RECORD_README_SAMPLES=1 swift test --filter Readme, then review git diff"
                )
            }
        }
        if recording != .off {
            try record(samples, texts: recorded, inFile: path)
        }
        return problems
    }

    private static func fileName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Writes `texts` into the blocks of `samples` in the file at `path`, read again now: tests of several
    /// targets record their samples of one file at the same time, so each finds its blocks by marker.
    public static func record(_ samples: [ReadmeSample], texts: [String], inFile path: String) throws {
        lock.lock()
        defer { lock.unlock() }
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

    private static let lock = NSLock()
}
