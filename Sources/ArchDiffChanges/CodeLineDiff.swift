import ArchDiffSource

/// Code lines added and removed between two versions of a Swift file: each version's code lines (the
/// tokens of a line, comments and spacing left out) are compared by their longest common subsequence,
/// so a line that changed only in a comment or in spacing is no code line changed.
enum CodeLineDiff {
    /// Lines of code in `new` not in `old`, and in `old` not in `new`.
    static func count(old: [UInt8], new: [UInt8]) -> (added: Int, removed: Int) {
        let before = codeLines(old)
        let after = codeLines(new)
        let common = commonLength(before, after)
        return (after.count - common, before.count - common)
    }

    /// Each line holding a token, as its tokens' texts; a token spanning lines belongs to its first.
    static func codeLines(_ bytes: [UInt8]) -> [String] {
        let source = SwiftLexer.lex(bytes)
        var lines: [String] = []
        var currentLine: Int32 = -1
        for token in source.tokens {
            let text = source.text(of: token)
            if token.line == currentLine, let last = lines.indices.last {
                lines[last] += " " + text
            } else {
                lines.append(text)
                currentLine = token.line
            }
        }
        return lines
    }

    /// The length of the longest common subsequence of `a` and `b`.
    private static func commonLength(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = Array(repeating: 0, count: b.count + 1)
        var current = previous
        for i in 1...a.count {
            for j in 1...b.count {
                current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
