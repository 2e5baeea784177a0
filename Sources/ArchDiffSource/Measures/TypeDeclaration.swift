/// One type or extension declaration found in a source file.
package struct TypeDeclaration: Equatable, Sendable {
    /// Which keyword declared it.
    package var kind: TypeKind
    /// The name, qualified by enclosing types (`Outer.Inner`); for an extension, the extended type.
    package var name: String
    /// The file, relative to its column folder.
    package var file: String
    /// The line of the declaring keyword.
    package var line: Int
    /// The line of the closing brace.
    package var endLine: Int
    /// The names in the inheritance clause, in order, without module prefixes or generic arguments.
    package var inheritedNames: [String]
    /// For a protocol, the requirements its body declares (`func`, `init`, `subscript`, `var`,
    /// `associatedtype`); 0 for other declarations.
    package var requirements: Int

    /// A declaration found at `file`:`line`.
    package init(
        kind: TypeKind, name: String, file: String, line: Int, endLine: Int, inheritedNames: [String],
        requirements: Int = 0
    ) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
        self.endLine = endLine
        self.inheritedNames = inheritedNames
        self.requirements = requirements
    }

    /// Lines from the declaring keyword to the closing brace, both included.
    package var lines: Int { endLine - line + 1 }
}
