/// One protocol named in a type's or extension's inheritance clause.
public struct Conformance: Equatable, Sendable {
    public var typeName: String
    public var protocolName: String
    public var file: String
    public var line: Int

    public init(typeName: String, protocolName: String, file: String, line: Int) {
        self.typeName = typeName
        self.protocolName = protocolName
        self.file = file
        self.line = line
    }
}
