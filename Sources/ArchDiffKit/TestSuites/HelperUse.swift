/// A shared test helper type (from `Tests/TestSupport`) that a suite names, and how often.
public struct HelperUse: Equatable, Sendable {
    /// The helper type's name.
    public var name: String
    /// How many times the suite's code names it.
    public var references: Int

    /// A helper named `references` times.
    public init(name: String, references: Int) {
        self.name = name
        self.references = references
    }
}
