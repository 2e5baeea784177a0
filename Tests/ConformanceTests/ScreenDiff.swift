import TerminalKit

/// Two screens side by side, rows that differ marked with `|`, for a readable test failure.
enum ScreenDiff {
    static func sideBySide(_ left: String, _ right: String, leftTitle: String, rightTitle: String) -> String {
        let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = max(DisplayWidth.of(leftTitle), leftLines.map(DisplayWidth.of).max() ?? 0)
        func pad(_ text: String) -> String {
            text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        }
        var rows = ["    \(pad(leftTitle))   \(rightTitle)"]
        for index in 0..<max(leftLines.count, rightLines.count) {
            let leftLine = index < leftLines.count ? leftLines[index] : ""
            let rightLine = index < rightLines.count ? rightLines[index] : ""
            let marker = leftLine == rightLine ? " " : "|"
            rows.append(String(format: "%2d", index) + " \(marker)\(pad(leftLine)) \(marker) \(rightLine)")
        }
        return rows.joined(separator: "\n")
    }

    /// A unified-style diff of two texts, line by line (`-` only in the first, `+` only in the second).
    static func unified(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        return new.difference(from: old).inferringMoves().sorted { $0.offset < $1.offset }.map { change in
            switch change {
            case .remove(let offset, let line, _): "-\(offset + 1): \(line)"
            case .insert(let offset, let line, _): "+\(offset + 1): \(line)"
            }
        }.joined(separator: "\n")
    }
}

extension CollectionDifference.Change {
    fileprivate var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _): offset
        }
    }
}
