/// Line coverage of one architecture's production code, per layer and in total.
public struct ArchitectureCoverage: Sendable {
    /// The coverage of each layer, in layer order.
    public var layers: [(name: String, lines: LineCoverage)]

    /// Coverage of the given layers.
    public init(layers: [(name: String, lines: LineCoverage)]) {
        self.layers = layers
    }

    /// Sums the files of `files` (absolute path and layer) from llvm-cov's per-file figures.
    ///
    /// A file llvm-cov does not list (it has no executable lines) adds nothing.
    public init(files: [(path: String, layer: String)], fileCoverage: [String: LineCoverage]) {
        var layers: [(name: String, lines: LineCoverage)] = []
        for file in files {
            let lines = fileCoverage[file.path] ?? LineCoverage()
            if let index = layers.firstIndex(where: { $0.name == file.layer }) {
                layers[index].lines = layers[index].lines + lines
            } else {
                layers.append((file.layer, lines))
            }
        }
        self.layers = layers.sorted { ColumnSource.layerOrder($0.name, $1.name) }
    }

    /// All layers together.
    public var total: LineCoverage {
        layers.reduce(LineCoverage()) { $0 + $1.lines }
    }

    /// The coverage of the layer named `name`.
    public func layer(_ name: String) -> LineCoverage? {
        layers.first { $0.name == name }?.lines
    }
}
