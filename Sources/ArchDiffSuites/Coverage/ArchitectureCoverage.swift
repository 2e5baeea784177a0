import ArchDiffSource

/// Region and line coverage of one architecture's production code, per layer and in total.
package struct ArchitectureCoverage: Sendable {
    /// The coverage of each layer, in layer order.
    package var layers: [(name: String, coverage: FileCoverage)]

    /// Coverage of the given layers.
    package init(layers: [(name: String, coverage: FileCoverage)]) {
        self.layers = layers
    }

    /// Sums the files of `files` (absolute path and layer) from llvm-cov's per-file figures.
    ///
    /// A file llvm-cov does not list (it has no executable code) adds nothing.
    package init(files: [(path: String, layer: String)], fileCoverage: [String: FileCoverage]) {
        var layers: [(name: String, coverage: FileCoverage)] = []
        for file in files {
            let coverage = fileCoverage[file.path] ?? FileCoverage()
            if let index = layers.firstIndex(where: { $0.name == file.layer }) {
                layers[index].coverage = layers[index].coverage + coverage
            } else {
                layers.append((file.layer, coverage))
            }
        }
        self.layers = layers.sorted { ColumnSource.layerOrder($0.name, $1.name) }
    }

    /// All layers together.
    package var total: FileCoverage {
        layers.reduce(FileCoverage()) { $0 + $1.coverage }
    }

    /// The coverage of the layer named `name`.
    package func layer(_ name: String) -> FileCoverage? {
        layers.first { $0.name == name }?.coverage
    }
}
