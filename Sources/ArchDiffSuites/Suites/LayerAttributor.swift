import ArchDiffMetrics
import ArchDiffSource

/// Decides which production layer a unit test exercises from the production types it names.
///
/// The identifiers of the test function (its `@Test` attribute and body) are matched against the
/// top-level types each layer of the architecture declares. The layer named most often wins (ties:
/// more distinct types, then layer order); the composition root, `(root)`, counts only when nothing
/// else is named, and then stands for the layer it hands control to (the layer `(root)` references
/// most). A test function that names no production type takes the types its whole file names.
package struct LayerAttributor: Sendable {
    /// The layers declaring each top-level production type name.
    package var layersByType: [String: [String]]
    /// The layer the composition root references most, if it references any.
    package var rootTarget: String?

    /// An attributor for the types declared in `files`, paired with their layers, and the root's
    /// coupling `edges`.
    package init(files: [(layer: String, metrics: FileMetrics)], edges: [CouplingEdge]) {
        var layersByType: [String: [String]] = [:]
        for file in files {
            for declaration in file.metrics.types
            where declaration.kind.declaresType && !declaration.name.contains(".") {
                if !layersByType[declaration.name, default: []].contains(file.layer) {
                    layersByType[declaration.name, default: []].append(file.layer)
                }
            }
        }
        self.layersByType = layersByType
        rootTarget =
            edges.filter { $0.from == SourceFile.rootLayer }
            .sorted { $0.references != $1.references ? $0.references > $1.references : $0.to < $1.to }
            .first?.to
    }

    /// The layer of a test whose function uses `testIdentifiers` in a file using `fileIdentifiers`.
    package func layer(testIdentifiers: [String: Int], fileIdentifiers: [String: Int]) -> (
        layer: String?, evidence: LayerEvidence
    ) {
        for (identifiers, evidence) in [(testIdentifiers, LayerEvidence.test), (fileIdentifiers, .file)] {
            var references = references(in: identifiers)
            let namesRoot = references.removeValue(forKey: SourceFile.rootLayer) != nil
            if let best = references.sorted(by: Self.isStronger).first {
                return (best.key, evidence)
            }
            if namesRoot {
                return (rootTarget ?? SourceFile.rootLayer, .compositionRoot)
            }
        }
        return (nil, .none)
    }

    private func references(in identifiers: [String: Int]) -> [String: (count: Int, types: Int)] {
        var references: [String: (count: Int, types: Int)] = [:]
        for (identifier, count) in identifiers {
            for layer in layersByType[identifier] ?? [] {
                let current = references[layer] ?? (0, 0)
                references[layer] = (current.count + count, current.types + 1)
            }
        }
        return references
    }

    private static func isStronger(
        _ lhs: (key: String, value: (count: Int, types: Int)),
        _ rhs: (key: String, value: (count: Int, types: Int))
    ) -> Bool {
        if lhs.value.count != rhs.value.count { return lhs.value.count > rhs.value.count }
        if lhs.value.types != rhs.value.types { return lhs.value.types > rhs.value.types }
        return ColumnSource.layerOrder(lhs.key, rhs.key)
    }
}
