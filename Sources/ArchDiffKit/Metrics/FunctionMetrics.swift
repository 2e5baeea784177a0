/// One function, initializer, deinitializer or subscript with a body, and its cyclomatic complexity.
public struct FunctionMetrics: Equatable, Sendable {
    /// The name with argument labels, qualified by the enclosing type: `Stack.push(_:)`.
    public var name: String
    /// Which keyword declared it.
    public var kind: FunctionKind
    /// The file, relative to its column folder.
    public var file: String
    /// The line of the `func`, `init`, `deinit` or `subscript` keyword.
    public var line: Int
    /// The line of the closing brace of the body.
    public var endLine: Int
    /// 1 plus every decision point in the signature and body, closures and accessors included.
    public var complexity: Int

    /// A measured function.
    public init(name: String, kind: FunctionKind, file: String, line: Int, endLine: Int, complexity: Int) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.endLine = endLine
        self.complexity = complexity
    }

    /// Lines from the keyword to the closing brace, both included.
    public var lines: Int { endLine - line + 1 }
}
