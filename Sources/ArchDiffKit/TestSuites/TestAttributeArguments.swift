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

    private let source: LexedSource
    private let tokens: [Token]

    /// Reads the attribute whose `@Test` token is at `attribute`.
    init(source: LexedSource, tokens: [Token], attribute: Int) {
        self.source = source
        self.tokens = tokens
        end = attribute + 1
        guard end < tokens.count, tokens[end].punctuation == .leftParen,
            !tokens[end].flags.contains(.spaceBefore)
        else { return }
        let close = Self.closingIndex(of: end, in: tokens)
        let arguments = Self.split(end + 1..<close, in: tokens)
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

    /// The index of the bracket closing the one at `open`, or the last token when it is never closed.
    static func closingIndex(of open: Int, in tokens: [Token]) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index].punctuation {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
        }
        return tokens.count - 1
    }

    /// The ranges between top-level commas of `range`.
    private static func split(_ range: Range<Int>, in tokens: [Token]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        for index in range {
            switch tokens[index].punctuation {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
            case .comma where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default:
                break
            }
        }
        parts.append(start..<range.upperBound)
        return parts
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
            Self.closingIndex(of: range.lowerBound, in: tokens) == range.upperBound - 1
        {
            range = range.lowerBound + 1..<range.upperBound - 1
        }
        guard let first = range.first else { return nil }
        if tokens[first].punctuation == .leftBracket
            && Self.closingIndex(of: first, in: tokens) == range.upperBound - 1
        {
            let inner = first + 1..<range.upperBound - 1
            if inner.count == 1 && tokens[inner.lowerBound].punctuation == .colon { return 0 }
            return Self.split(inner, in: tokens).filter { !$0.isEmpty }.count
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
            Self.closingIndex(of: first + 1, in: tokens) == range.upperBound - 1
        {
            let parts = Self.split(first + 2..<range.upperBound - 1, in: tokens)
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
