import ArchDiffMetrics

/// How big one architecture's production code is on one tree: the figures of `archdiff metrics` for its
/// folder `Architectures/<Name>` that the growth curve follows.
package struct ArchitectureSize: Equatable, Sendable {
    /// Code lines: lines holding any token.
    package var codeLines: Int
    /// The sum of the cyclomatic complexity of its functions.
    package var complexityTotal: Int
    /// Classes, structs, enums, protocols and actors, nested ones included.
    package var types: Int
    /// The type with the most lines once its extensions are added; `nil` without types.
    package var largestType: TypeSize?

    /// A size of the given figures.
    package init(codeLines: Int, complexityTotal: Int, types: Int, largestType: TypeSize?) {
        self.codeLines = codeLines
        self.complexityTotal = complexityTotal
        self.types = types
        self.largestType = largestType
    }

    /// The figures of a folder's `summary`.
    package init(summary: MetricsSummary) {
        self.init(
            codeLines: summary.lines.code, complexityTotal: summary.totalComplexity, types: summary.typeCount,
            largestType: summary.largestType)
    }
}
