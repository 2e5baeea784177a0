/// One function, initializer, deinitializer or subscript with a body, and its cyclomatic complexity.
package struct FunctionMetrics: Equatable, Sendable {
    /// The name with argument labels, qualified by the enclosing type: `Stack.push(_:)`.
    package var name: String
    /// Which keyword declared it.
    package var kind: FunctionKind
    /// The file, relative to its column folder.
    package var file: String
    /// The line of the `func`, `init`, `deinit` or `subscript` keyword.
    package var line: Int
    /// The line of the closing brace of the body.
    package var endLine: Int
    /// 1 plus every decision point in the signature and body, closures and accessors included.
    package var complexity: Int

    /// A measured function.
    package init(name: String, kind: FunctionKind, file: String, line: Int, endLine: Int, complexity: Int) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.endLine = endLine
        self.complexity = complexity
    }

    /// Lines from the keyword to the closing brace, both included.
    package var lines: Int { endLine - line + 1 }
}
