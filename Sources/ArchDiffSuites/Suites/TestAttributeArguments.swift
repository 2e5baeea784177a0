import ArchDiffSource
import Foundation

/// What the arguments of one `@Test(...)` attribute say: the display name and, for a parameterized
/// test, how many cases it runs.
///
/// Cases are counted when every collection after `arguments:` is an array or dictionary literal, an
/// integer range literal (`1...3`, `0..<5`) or `zip` of two countable collections; two collections
/// run every combination. Anything else (`Mode.allCases`, a variable) is not countable.
struct TestAttributeArguments {
    /// The string given as the first, unlabelled argument.
    var displayName: String?
    /// Whether `arguments:` was given.
    var isParameterized = false
    /// 1 for a plain test; the number of cases for a parameterized one, `nil` when not countable.
    var cases: Int? = 1
    /// The index of the first token after the attribute and its parentheses.
    var end: Int

    private let cursor: TokenCursor

    private var source: LexedSource { cursor.source }
    private var tokens: [Token] { cursor.tokens }

    /// Reads the attribute whose `@Test` token is at `attribute`.
    init(cursor: TokenCursor, attribute: Int) {
        self.cursor = cursor
        end = attribute + 1
        guard end < tokens.count, tokens[end].punctuation == .leftParen,
            !tokens[end].flags.contains(.spaceBefore)
        else { return }
        let close = cursor.closing(of: end) ?? tokens.count - 1
        let arguments = cursor.commaSeparated(end + 1..<close)
        end = close + 1
        for (position, argument) in arguments.enumerated() where !argument.isEmpty {
            if let label = label(of: argument) {
                guard label == "arguments" else { continue }
                isParameterized = true
                let collections =
                    [argument.lowerBound + 2..<argument.upperBound] + arguments[(position + 1)...]
                cases = collections.reduce(1 as Int?) { product, collection in
                    guard let product, let count = count(collection) else { return nil }
                    return product * count
                }
                return
            }
            if position == 0 && tokens[argument.lowerBound].kind == .string {
                displayName = stringContent(argument)
            }
        }
    }

    private func label(of argument: Range<Int>) -> String? {
        guard argument.count >= 2, tokens[argument.lowerBound + 1].punctuation == .colon else { return nil }
        switch tokens[argument.lowerBound].kind {
        case .identifier, .keyword: return source.text(of: tokens[argument.lowerBound])
        default: return nil
        }
    }

    private func count(_ collection: Range<Int>) -> Int? {
        var range = collection
        while range.count >= 2, tokens[range.lowerBound].punctuation == .leftParen,
            cursor.closing(of: range.lowerBound) == range.upperBound - 1
        {
            range = range.lowerBound + 1..<range.upperBound - 1
        }
        guard let first = range.first else { return nil }
        if tokens[first].punctuation == .leftBracket
            && cursor.closing(of: first) == range.upperBound - 1
        {
            let inner = first + 1..<range.upperBound - 1
            if inner.count == 1 && tokens[inner.lowerBound].punctuation == .colon { return 0 }
            return cursor.commaSeparated(inner).filter { !$0.isEmpty }.count
        }
        if range.count == 3, let lower = integer(at: first), let upper = integer(at: first + 2),
            case .operator = tokens[first + 1].kind
        {
            switch source.text(of: tokens[first + 1]) {
            case "...": return max(0, upper - lower + 1)
            case "..<": return max(0, upper - lower)
            default: return nil
            }
        }
        if tokens[first].kind == .identifier, source.text(of: tokens[first]) == "zip", range.count > 2,
            tokens[first + 1].punctuation == .leftParen,
            cursor.closing(of: first + 1) == range.upperBound - 1
        {
            let parts = cursor.commaSeparated(first + 2..<range.upperBound - 1)
            guard parts.count == 2, let left = count(parts[0]), let right = count(parts[1]) else {
                return nil
            }
            return min(left, right)
        }
        return nil
    }

    private func integer(at index: Int) -> Int? {
        guard tokens[index].kind == .number else { return nil }
        return Int(source.text(of: tokens[index]).filter { $0 != "_" })
    }

    private func stringContent(_ argument: Range<Int>) -> String {
        var text = argument.filter { tokens[$0].kind == .string }.map { source.text(of: tokens[$0]) }.joined()
        while text.hasPrefix("#") { text.removeFirst() }
        while text.hasSuffix("#") { text.removeLast() }
        let quotes = text.hasPrefix("\"\"\"") ? 3 : 1
        return String(text.dropFirst(quotes).dropLast(quotes)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
