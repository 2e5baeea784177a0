/// Everything measured in one Swift source file.
public struct FileMetrics: Sendable {
    /// The path relative to the column folder.
    public var path: String
    /// Code, comment and blank lines.
    public var lines: LineCounts
    /// Type and extension declarations, in source order.
    public var types: [TypeDeclaration]
    /// Functions with a body, in source order.
    public var functions: [FunctionMetrics]
    /// Imported module names, in order of first import.
    public var imports: [String]
    /// How often each identifier occurs in code, used to find references to other layers' types.
    public var identifierCounts: [String: Int]

    /// The measurements of one file.
    public init(
        path: String, lines: LineCounts, types: [TypeDeclaration], functions: [FunctionMetrics],
        imports: [String],
        identifierCounts: [String: Int]
    ) {
        self.path = path
        self.lines = lines
        self.types = types
        self.functions = functions
        self.imports = imports
        self.identifierCounts = identifierCounts
    }
}
