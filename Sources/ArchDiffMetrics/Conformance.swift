/// One protocol named in a type's or extension's inheritance clause.
package struct Conformance: Equatable, Sendable {
    /// The conforming type, or the extended type for an extension.
    package var typeName: String
    /// The protocol conformed to.
    package var protocolName: String
    /// The file, relative to its column folder.
    package var file: String
    /// The line of the declaring keyword.
    package var line: Int

    /// A conformance declared at `file`:`line`.
    package init(typeName: String, protocolName: String, file: String, line: Int) {
        self.typeName = typeName
        self.protocolName = protocolName
        self.file = file
        self.line = line
    }
}
