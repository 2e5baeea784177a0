/// A type declared in a test suite that stands in for a real collaborator (see ``TestDoubleRule``).
package struct TestDouble: Equatable, Sendable {
    /// The type's name, qualified by enclosing types.
    package var name: String
    /// `spy`, `stub`, `fake`, `mock` or `dummy` from the name, else `double`.
    package var kind: String
    /// The file, relative to the suite folder.
    package var file: String
    /// The line of the declaring keyword.
    package var line: Int
    /// The protocols the architecture depends on that the type conforms to, in its inheritance clause's
    /// order.
    package var conformsTo: [String]

    /// A double declared at `file`:`line`.
    package init(name: String, kind: String, file: String, line: Int, conformsTo: [String]) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.conformsTo = conformsTo
    }
}
