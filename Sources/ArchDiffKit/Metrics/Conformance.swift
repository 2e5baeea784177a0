/// One protocol named in a type's or extension's inheritance clause.
public struct Conformance: Equatable, Sendable {
    /// The conforming type, or the extended type for an extension.
    public var typeName: String
    /// The protocol conformed to.
    public var protocolName: String
    /// The file, relative to its column folder.
    public var file: String
    /// The line of the declaring keyword.
    public var line: Int

    /// A conformance declared at `file`:`line`.
    public init(typeName: String, protocolName: String, file: String, line: Int) {
        self.typeName = typeName
        self.protocolName = protocolName
        self.file = file
        self.line = line
    }
}
