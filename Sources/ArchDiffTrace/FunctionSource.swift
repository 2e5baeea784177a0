import ArchDiffSource
import Foundation
import TraceKit

/// The source of the functions on a trace's path, read from the architectures folder: for a frame, the
/// innermost function that holds its line, with the lines that made traced calls marked.
struct FunctionSource: Sendable {
    /// One function's lines.
    struct Excerpt: Equatable, Sendable {
        /// The function as the trace names it.
        var function: String
        /// Its file, relative to the architectures folder.
        var file: String
        /// The first and last line shown.
        var lines: ClosedRange<Int>
        /// The source lines, first to last.
        var text: [String]
        /// The lines that made a traced call.
        var marked: Set<Int>
    }

    private let folder: URL
    private var files: [String: (lines: [String], metrics: FileMetrics)] = [:]

    /// Reads sources under `folder`, the architectures folder.
    init(folder: URL) {
        self.folder = folder
    }

    /// The excerpt for `frame`: the innermost function holding its first line, or that line alone when
    /// no function holds it (code the compiler generated, or a property observer). Nil for line 0 or an
    /// unreadable file.
    mutating func excerpt(for frame: TraceFrame) -> Excerpt? {
        guard frame.line > 0, let file = read(frame.file), frame.line <= file.lines.count else { return nil }
        let holders = file.metrics.functions.filter { $0.line <= frame.line && frame.line <= $0.endLine }
        let range =
            holders.min { $0.lines < $1.lines }.map { $0.line...$0.endLine } ?? frame.line...frame.line
        return Excerpt(
            function: frame.function, file: frame.file, lines: range,
            text: Array(file.lines[(range.lowerBound - 1)..<range.upperBound]),
            marked: Set(frame.lines.filter(range.contains)))
    }

    private mutating func read(_ file: String) -> (lines: [String], metrics: FileMetrics)? {
        if let known = files[file] {
            return known
        }
        guard let source = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        else {
            return nil
        }
        let read = (source.components(separatedBy: "\n"), SourceAnalyzer.analyze(source, path: file))
        files[file] = read
        return read
    }
}
