import Foundation

/// What the user typed into the tasks screen's search field, and the rule for which tasks it finds: those
/// whose title contains the query, ignoring case, diacritics and width, in any script ("ÉCOLE" finds
/// "ecole", "장보" finds "장보기"). An empty query finds every task.
public struct TaskSearch: Hashable, Sendable {
    /// The query as typed, white space included.
    public let query: String
    /// The query folded once, so that matching folds only the titles.
    private let foldedQuery: [UInt8]

    /// A search for `query`; the empty query finds everything.
    public init(_ query: String = "") {
        self.query = query
        foldedQuery = Self.folded(query)
    }

    /// Whether the query is empty, so that every task matches.
    public var isEmpty: Bool { query.isEmpty }

    /// Whether `task`'s title contains the query, ignoring case, diacritics and width.
    public func matches(_ task: TaskItem) -> Bool {
        isEmpty || Self.folded(task.title).contains(foldedQuery)
    }

    /// The differences the rule ignores.
    static let foldingOptions: String.CompareOptions = [
        .caseInsensitive, .diacriticInsensitive, .widthInsensitive,
    ]

    /// `text` in UTF-8, composed (so that Hangul typed as jamo finds syllables) and with case, diacritics
    /// and width folded away. ASCII text, the common case, is folded here without Foundation, which is
    /// many times slower; the two agree (see the tests).
    static func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                let composed = text.precomposedStringWithCanonicalMapping
                return Array(composed.folding(options: foldingOptions, locale: nil).utf8)
            }
            bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        return bytes
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in these bytes; the empty needle always does.
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        guard let first = needle.first else { return true }
        for start in 0...(count - needle.count) where self[start] == first {
            if self[start..<(start + needle.count)].elementsEqual(needle) {
                return true
            }
        }
        return false
    }
}
