/// Small helpers that turn figures into English sentences.
package enum Prose {
    /// `a`, `a and b`, `a, b and c`.
    package static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The plural of a count's noun: `1 spy`, `2 spies`.
    package static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        let noun =
            count == 1
            ? singular : plural ?? (singular.hasSuffix("y") ? singular.dropLast() + "ies" : singular + "s")
        return "\(Formatting.count(count)) \(noun)"
    }
}
