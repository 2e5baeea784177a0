import Foundation

/// One change `archdiff mutants` can make to a source file: the operator, the code it replaces and
/// what replaces it.
package struct MutationPoint: Equatable, Sendable {
    /// How the schemata switch the change on.
    package enum Form: String, Sendable {
        /// An expression replaced by another: `(switch ? replacement : original)`.
        case expression
        /// A statement skipped: `if !switch { original }`.
        case statement
    }

    /// The operator that made the change.
    package var mutationOperator: MutationOperator
    /// Whether an expression is replaced or a statement skipped.
    package var form: Form
    /// The byte offsets of the code that changes, from its first token's start to its last token's end.
    package var range: Range<Int>
    /// The code that takes the place of `range` in the mutant; empty for a removed statement.
    package var replacement: String
    /// The 1-based line on which the code starts.
    package var line: Int
    /// The 1-based line on which the code ends.
    package var endLine: Int

    /// A change of `range` (lines `line` through `endLine`) into `replacement`.
    package init(
        _ mutationOperator: MutationOperator, form: Form = .expression, range: Range<Int>,
        replacement: String,
        line: Int, endLine: Int
    ) {
        self.mutationOperator = mutationOperator
        self.form = form
        self.range = range
        self.replacement = replacement
        self.line = line
        self.endLine = endLine
    }

    /// Whether `other` lies inside this point's code (or covers exactly the same code).
    func contains(_ other: MutationPoint) -> Bool {
        range.lowerBound <= other.range.lowerBound && other.range.upperBound <= range.upperBound
    }

    /// The lines the point touches, before and after the change, each joined into one trimmed line.
    package func code(in bytes: [UInt8]) -> (original: String, mutated: String) {
        var start = range.lowerBound
        while start > 0 && bytes[start - 1] != 0x0A {
            start -= 1
        }
        var end = range.upperBound
        while end < bytes.count && bytes[end] != 0x0A {
            end += 1
        }
        let before = String(decoding: bytes[start..<range.lowerBound], as: UTF8.self)
        var after = String(decoding: bytes[range.upperBound..<end], as: UTF8.self)
        if replacement.isEmpty && before.hasSuffix(" ") && after.hasPrefix(" ") {
            after.removeFirst()
        }
        let original = String(decoding: bytes[start..<end], as: UTF8.self)
        return (Self.oneLine(original), Self.oneLine(before + replacement + after))
    }

    private static func oneLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
