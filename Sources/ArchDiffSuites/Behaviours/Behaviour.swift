/// One entry of the behaviour catalogue (docs/BEHAVIORS.md): its ID, its text and its section.
package struct Behaviour: Equatable, Sendable {
    /// The ID tests name, such as `B03`.
    package var id: String
    /// The full text of the catalogue entry, Markdown included.
    package var text: String
    /// The heading of the catalogue section holding the entry.
    package var section: String

    /// A catalogue entry.
    package init(id: String, text: String, section: String) {
        self.id = id
        self.text = text
        self.section = section
    }

    /// The longest ``shortText`` in characters, an ellipsis included.
    package static let shortTextLength = 64

    /// The first clause of ``text`` without parenthetical remarks: up to the first `. `, `: ` or `; `
    /// outside quotes and code spans, cut at a word boundary to at most ``shortTextLength`` characters. A cut never leaves a quote,
    /// a code span or a parenthesis open.
    package var shortText: String {
        var clause = firstClause
        if clause.hasSuffix(".") {
            clause.removeLast()
        }
        guard clause.count > Self.shortTextLength else { return clause }
        var cut = Substring(clause.prefix(Self.shortTextLength - 1))
        if let space = cut.lastIndex(of: " ") {
            cut = cut[..<space]
        }
        while let open = Self.unbalancedOpening(in: cut) {
            cut = cut[..<open]
        }
        while let last = cut.last, last == " " || last == "," {
            cut.removeLast()
        }
        return cut + "…"
    }

    private var firstClause: String {
        var clause = ""
        var isQuoted = false
        var isCode = false
        var parentheses = 0
        for character in text {
            let isProse = !isQuoted && !isCode
            if isProse && character == "(" {
                parentheses += 1
                if clause.last == " " { clause.removeLast() }
                continue
            }
            if parentheses > 0 {
                if character == ")" { parentheses -= 1 }
                continue
            }
            if isProse && character == " " {
                if let last = clause.last, ".:;".contains(last) {
                    clause.removeLast()
                    return clause
                }
                if clause.hasSuffix(".\"") {
                    return clause
                }
            }
            if character == "`" {
                isCode.toggle()
            } else if character == "\"" && !isCode {
                isQuoted.toggle()
            }
            clause.append(character)
        }
        return clause
    }

    /// The position of the last quote, backtick or parenthesis that `text` leaves open.
    private static func unbalancedOpening(in text: Substring) -> Substring.Index? {
        for mark in ["`", "\""] as [Character] where text.filter({ $0 == mark }).count % 2 == 1 {
            return text.lastIndex(of: mark)
        }
        var open: [Substring.Index] = []
        for index in text.indices {
            if text[index] == "(" {
                open.append(index)
            } else if text[index] == ")" {
                _ = open.popLast()
            }
        }
        return open.last
    }
}
