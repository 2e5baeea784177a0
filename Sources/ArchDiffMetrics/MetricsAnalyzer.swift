import ArchDiffSource
import ArchDiffSupport
import Foundation

/// Measures columns of Swift files and aggregates the figures per column and per layer.
package enum MetricsAnalyzer {
    /// Reads and analyses every file of `columns`, spreading files over all processor cores.
    package static func analyze(_ columns: [ColumnSource]) throws(InputError) -> MetricsReport {
        let files = columns.flatMap(\.files)
        let analyzed = WorkerPool.perCore.map(files.count) { index in
            FileManager.default.contents(atPath: files[index].path).map {
                SourceAnalyzer.analyze([UInt8]($0), path: files[index].relativePath)
            }
        }
        var measuredFiles: [[FileMetrics]] = []
        var offset = 0
        for column in columns {
            var measured: [FileMetrics] = []
            for (index, file) in column.files.enumerated() {
                guard let metrics = analyzed[offset + index] else {
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
    package static func report(for columns: [ColumnSource], measuredFiles: [[FileMetrics]]) -> MetricsReport {
        let rule = ConformanceRule(declarations: measuredFiles.joined().flatMap(\.types))
        let screens = ScreenRule.screens(of: columns.map { $0.files.map { ($0.layer, $0.relativePath) } })
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
            summary.count(screens: screens, in: files)
            let layers = layerFiles.map { layer in
                var layerSummary = MetricsSummary(files: layer.files, rule: rule)
                let outgoing = edges.filter { $0.from == layer.name }
                layerSummary.dependencies = outgoing.count
                layerSummary.crossLayerReferences = outgoing.reduce(0) { $0 + $1.references }
                layerSummary.count(screens: screens, in: layer.files)
                let coupling = LayerCoupling(layer: layer.name, summary: layerSummary, edges: edges)
                layerSummary.mainSequenceDistance = coupling.distance
                return LayerReport(
                    name: layer.name, summary: layerSummary, coupling: coupling,
                    complexityShare: summary.totalComplexity == 0
                        ? nil : Double(layerSummary.totalComplexity) / Double(summary.totalComplexity))
            }
            let distances = layers.compactMap(\.coupling.distance)
            summary.mainSequenceDistance =
                distances.isEmpty ? nil : distances.reduce(0, +) / Double(distances.count)
            reports.append(
                ColumnReport(
                    name: column.name, path: column.path, summary: summary, layers: layers, files: files,
                    conformances: conformances, coupling: edges,
                    screens: footprints(of: screens, in: zip(column.files, files).map { ($0.layer, $1) })))
        }
        return MetricsReport(columns: reports)
    }

    /// What each of `screens` takes among `files`, paired with their layers.
    static func footprints(of screens: [String], in files: [(layer: String, metrics: FileMetrics)])
        -> [ScreenFootprint]
    {
        let owners = files.map { ScreenRule.screen(ofPath: $0.metrics.path, among: screens) }
        return screens.map { screen in
            let own = files.indices.filter { owners[$0] == screen }.map { files[$0] }
            return ScreenFootprint(
                name: screen, files: own.map(\.metrics.path),
                layers: Set(own.map(\.layer)).sorted(by: ColumnSource.layerOrder),
                types: own.flatMap(\.metrics.types).filter(\.kind.declaresType).count)
        }
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
