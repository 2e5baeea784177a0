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
    /// The lead reads `<names> <verb> <superlative> <measure>`; `verbs` are for one name and for several.
    /// Equal values read `MVP and MVVM are level on <measure> (25 each).`
    static func ranking(
        _ values: [(name: String, value: Double)], measure: String, superlative: String = "the most",
        verbs: (String, String) = ("has", "have"),
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
        guard places.count > 1 else {
            return first.names.count == 1
                ? "\(first.names[0]): \(first.text) \(measure)."
                : "\(list(first.names)) are level on \(measure) (\(first.text) each)."
        }
        func place(_ place: (names: [String], text: String)) -> String {
            "\(place.text)\(place.names.count > 1 ? " each" : "")"
        }
        let verb = first.names.count == 1 ? verbs.0 : verbs.1
        let rest = places.dropFirst().map { "\(list($0.names)) (\(place($0)))" }
        return "\(list(first.names)) \(verb) \(superlative) \(measure) (\(place(first))), then \(list(rest))."
    }
}
