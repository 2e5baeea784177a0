/// Everything measured in one Swift source file.
package struct FileMetrics: Sendable {
    /// The path relative to the column folder.
    package var path: String
    /// Code, comment and blank lines.
    package var lines: LineCounts
    /// Type and extension declarations, in source order.
    package var types: [TypeDeclaration]
    /// Functions with a body, in source order.
    package var functions: [FunctionMetrics]
    /// Imported module names, in order of first import.
    package var imports: [String]
    /// How often each identifier occurs in code, used to find references to other layers' types.
    package var identifierCounts: [String: Int]

    /// The measurements of one file.
    package init(
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
