import Dispatch
import Foundation

/// Measures columns of Swift files and aggregates the figures per column and per layer.
public enum MetricsAnalyzer {
    /// Reads and analyses every file of `columns`, spreading files over all processor cores.
    public static func analyze(_ columns: [ColumnSource]) throws(InputError) -> MetricsReport {
        let files = columns.flatMap(\.files)
        let slots = ResultSlots<FileMetrics>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            if let data = FileManager.default.contents(atPath: file.path) {
                slots[index] = SourceAnalyzer.analyze([UInt8](data), path: file.relativePath)
            }
        }
        var measuredFiles: [[FileMetrics]] = []
        var offset = 0
        for column in columns {
            var measured: [FileMetrics] = []
            for (index, file) in column.files.enumerated() {
                guard let metrics = slots[offset + index] else {
                    throw .unreadableFile(column.path + "/" + file.relativePath)
                }
                measured.append(metrics)
            }
            offset += column.files.count
            measuredFiles.append(measured)
        }
        return report(for: columns, measuredFiles: measuredFiles)
    }

    /// Aggregates measured files; `measuredFiles[i][j]` holds the figures of `columns[i].files[j]`.
    public static func report(for columns: [ColumnSource], measuredFiles: [[FileMetrics]]) -> MetricsReport {
        let rule = ConformanceRule(declarations: measuredFiles.joined().flatMap(\.types))
        var reports: [ColumnReport] = []
        for (column, files) in zip(columns, measuredFiles) {
            var layerFiles: [(name: String, files: [FileMetrics])] = []
            for (source, metrics) in zip(column.files, files) {
                if let index = layerFiles.firstIndex(where: { $0.name == source.layer }) {
                    layerFiles[index].files.append(metrics)
                } else {
                    layerFiles.append((source.layer, [metrics]))
                }
            }
            layerFiles.sort { ColumnSource.layerOrder($0.name, $1.name) }
            let conformances = files.flatMap { file in
                file.types.flatMap { declaration in
                    rule.conformances(of: declaration).map {
                        Conformance(
                            typeName: declaration.name, protocolName: $0, file: declaration.file,
                            line: declaration.line)
                    }
                }
            }
            let edges = coupling(between: layerFiles)
            var summary = MetricsSummary(files: files, rule: rule)
            summary.dependencies = edges.count
            summary.crossLayerReferences = edges.reduce(0) { $0 + $1.references }
            let layers = layerFiles.map { layer in
                var summary = MetricsSummary(files: layer.files, rule: rule)
                let outgoing = edges.filter { $0.from == layer.name }
                summary.dependencies = outgoing.count
                summary.crossLayerReferences = outgoing.reduce(0) { $0 + $1.references }
                return LayerReport(name: layer.name, summary: summary)
            }
            reports.append(
                ColumnReport(
                    name: column.name, path: column.path, summary: summary, layers: layers, files: files,
                    conformances: conformances, coupling: edges))
        }
        return MetricsReport(columns: reports)
    }

    /// The references from each layer to top-level types declared only in other layers.
    ///
    /// A name declared in the referencing layer itself is taken as that layer's own type.
    static func coupling(between layers: [(name: String, files: [FileMetrics])]) -> [CouplingEdge] {
        var declared: [String: Set<String>] = [:]
        var owners: [String: [String]] = [:]
        for layer in layers {
            for file in layer.files {
                for declaration in file.types
                where declaration.kind.declaresType && !declaration.name.contains(".") {
                    if declared[layer.name, default: []].insert(declaration.name).inserted {
                        owners[declaration.name, default: []].append(layer.name)
                    }
                }
            }
        }
        var edges: [CouplingEdge] = []
        for layer in layers {
            let own = declared[layer.name] ?? []
            var names: [String: Set<String>] = [:]
            var references: [String: Int] = [:]
            for file in layer.files {
                for (identifier, count) in file.identifierCounts {
                    guard let targets = owners[identifier], !own.contains(identifier) else { continue }
                    for target in targets {
                        names[target, default: []].insert(identifier)
                        references[target, default: 0] += count
                    }
                }
            }
            for target in names.keys.sorted() {
                edges.append(
                    CouplingEdge(
                        from: layer.name, to: target, typeNames: names[target, default: []].sorted(),
                        references: references[target, default: 0]))
            }
        }
        return edges
    }
}
