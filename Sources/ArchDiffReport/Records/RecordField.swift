/// A named value of a ``Record``, written in JSON, in CSV or in both, where the two formats differ.
package struct RecordField {
    /// Which formats write a field.
    package enum Formats {
        case both, jsonOnly, csvOnly
    }

    /// The member's name in JSON.
    package var name: String
    /// The column's name in CSV, where it differs from ``name``.
    package var csvName: String
    /// The value.
    package var value: RecordValue
    /// Which formats write it.
    package var formats: Formats

    /// A field written in `formats`, named `csvName` in CSV when given.
    package init(_ name: String, _ value: RecordValue, csvName: String? = nil, formats: Formats = .both) {
        self.name = name
        self.csvName = csvName ?? name
        self.value = value
        self.formats = formats
    }

    /// A field only JSON writes.
    package static func jsonOnly(_ name: String, _ value: RecordValue) -> Self {
        Self(name, value, formats: .jsonOnly)
    }

    /// A column only CSV writes.
    package static func csvOnly(_ name: String, _ value: RecordValue) -> Self {
        Self(name, value, formats: .csvOnly)
    }

    /// Whether JSON writes it.
    var isJSON: Bool { formats != .csvOnly }
    /// Whether CSV writes it.
    var isCSV: Bool { formats != .jsonOnly }
}
