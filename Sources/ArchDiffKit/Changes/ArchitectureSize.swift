/// How big one architecture's production code is on one tree: the figures of `archdiff metrics` for its
/// folder `Architectures/<Name>` that the growth curve follows.
public struct ArchitectureSize: Equatable, Sendable {
    /// Code lines: lines holding any token.
    public var codeLines: Int
    /// The sum of the cyclomatic complexity of its functions.
    public var complexityTotal: Int
    /// Classes, structs, enums, protocols and actors, nested ones included.
    public var types: Int
    /// The type with the most lines once its extensions are added; `nil` without types.
    public var largestType: TypeSize?

    /// A size of the given figures.
    public init(codeLines: Int, complexityTotal: Int, types: Int, largestType: TypeSize?) {
        self.codeLines = codeLines
        self.complexityTotal = complexityTotal
        self.types = types
        self.largestType = largestType
    }

    /// The figures of a folder's `summary`.
    public init(summary: MetricsSummary) {
        self.init(
            codeLines: summary.lines.code, complexityTotal: summary.totalComplexity, types: summary.typeCount,
            largestType: summary.largestType)
    }
}
