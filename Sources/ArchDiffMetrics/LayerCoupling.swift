/// Robert C. Martin's package metrics for one layer, with the layers of its column as the packages:
/// how many layers use it and how many it uses, how unstable and how abstract it is, and how far it
/// lies from the main sequence, where abstractness and stability balance.
package struct LayerCoupling: Equatable, Sendable {
    /// Afferent coupling (Ca): the other layers that use a type of this layer.
    package var afferent: Int
    /// Efferent coupling (Ce): the other layers whose types this layer uses.
    package var efferent: Int
    /// Protocols among the types the layer declares (nested ones included).
    package var protocols: Int
    /// Types the layer declares: classes, structs, enums, protocols and actors (nested ones included).
    package var types: Int

    /// The figures of a layer with `afferent` and `efferent` coupling that declares `types` types, of
    /// which `protocols` are protocols.
    package init(afferent: Int, efferent: Int, protocols: Int, types: Int) {
        self.afferent = afferent
        self.efferent = efferent
        self.protocols = protocols
        self.types = types
    }

    /// The figures of layer `name` among the `edges` of its column.
    package init(layer name: String, summary: MetricsSummary, edges: [CouplingEdge]) {
        self.init(
            afferent: Set(edges.filter { $0.to == name }.map(\.from)).count,
            efferent: Set(edges.filter { $0.from == name }.map(\.to)).count,
            protocols: summary.protocolCount, types: summary.typeCount)
    }

    /// Instability, I = Ce / (Ca + Ce): 0 when only used, 1 when only using; `nil` for a layer that
    /// neither uses nor is used by another.
    package var instability: Double? {
        afferent + efferent == 0 ? nil : Double(efferent) / Double(afferent + efferent)
    }

    /// Abstractness, A = protocols / types; `nil` for a layer without types.
    package var abstractness: Double? {
        types == 0 ? nil : Double(protocols) / Double(types)
    }

    /// Distance from the main sequence, D = |A + I − 1|: 0 on the line from (A 1, I 0) to (A 0, I 1),
    /// 1 in a corner (concrete and stable, or abstract and unused); `nil` when I or A is.
    package var distance: Double? {
        guard let instability, let abstractness else { return nil }
        return abs(abstractness + instability - 1)
    }
}
