/// A shared test helper type (from `Tests/TestSupport`) that a suite names, and how often.
package struct HelperUse: Equatable, Sendable {
    /// The helper type's name.
    package var name: String
    /// How many times the suite's code names it.
    package var references: Int

    /// A helper named `references` times.
    package init(name: String, references: Int) {
        self.name = name
        self.references = references
    }
}
