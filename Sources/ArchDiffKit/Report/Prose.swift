/// Small helpers that turn figures into English sentences.
enum Prose {
    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The plural of a count's noun: `1 spy`, `2 spies`.
    static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        let noun =
            count == 1
            ? singular : plural ?? (singular.hasSuffix("y") ? singular.dropLast() + "ies" : singular + "s")
        return "\(Formatting.count(count)) \(noun)"
    }

    /// Ranks named values, highest first, sharing a place when they read the same:
    /// `MVVM has the most code lines (606), then MVP (595) and MVC (440).`
    ///
    /// The sentence reads `<names> <verb> <claim>`; `verbs` gives the verb for one name and for several.
    static func ranking(
        _ values: [(name: String, value: Double)], claim: String, verbs: (String, String) = ("has", "have"),
        format: (Double) -> String = { Formatting.count(Int($0.rounded())) }
    ) -> String {
        var places: [(names: [String], text: String)] = []
        for entry in values.sorted(by: { $0.value > $1.value }) {
            let text = format(entry.value)
            if let last = places.last, last.text == text {
                places[places.count - 1].names.append(entry.name)
            } else {
                places.append(([entry.name], text))
            }
        }
        guard let first = places.first else { return "" }
        let verb = first.names.count == 1 ? verbs.0 : verbs.1
        guard places.count > 1 else {
            return "\(list(first.names)) \(verb) \(claim) (\(first.text)\(values.count > 1 ? " each" : ""))."
        }
        let each = first.names.count > 1 ? " each" : ""
        let rest = places.dropFirst().map {
            "\(list($0.names)) (\($0.text)\($0.names.count > 1 ? " each" : ""))"
        }
        return "\(list(first.names)) \(verb) \(claim) (\(first.text)\(each)), then \(list(rest))."
    }
}
