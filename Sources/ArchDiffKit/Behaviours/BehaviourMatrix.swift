/// How many tests of each suite name each behaviour: a row per catalogue entry, then a row per ID that
/// tests name but the catalogue lacks; a column per suite.
public struct BehaviourMatrix: Sendable {
    /// One behaviour and its test counts.
    public struct Row: Sendable {
        /// The behaviour; for an ID missing from the catalogue, its text is empty.
        public var behaviour: Behaviour
        /// Whether the catalogue lists the ID.
        public var isCatalogued: Bool
        /// Tests naming the ID, per column; `nil` for a suite that does not exist.
        public var counts: [Int?]

        /// Whether some existing suite has no test naming the behaviour.
        public var hasGap: Bool {
            counts.contains { $0 == 0 }
        }
    }

    /// The column names: the architectures.
    public var columns: [String]
    /// Whether each column's suite exists.
    public var columnExists: [Bool]
    /// The catalogue's rows in catalogue order, then uncatalogued IDs in order.
    public var rows: [Row]

    /// The matrix of `suites` against `catalogue`.
    public init(catalogue: BehaviourCatalogue, suites: [SuiteReport]) {
        columns = suites.map(\.architecture)
        columnExists = suites.map(\.exists)
        let counts = suites.map { $0.exists ? $0.behaviourCounts : nil }
        func row(_ behaviour: Behaviour, isCatalogued: Bool) -> Row {
            Row(
                behaviour: behaviour, isCatalogued: isCatalogued,
                counts: counts.map { $0.map { $0[behaviour.id] ?? 0 } })
        }
        rows = catalogue.behaviours.map { row($0, isCatalogued: true) }
        let catalogued = Set(catalogue.behaviours.map(\.id))
        let named = Set(counts.compactMap { $0 }.flatMap(\.keys))
        for id in named.subtracting(catalogued).sorted() {
            rows.append(row(Behaviour(id: id, text: "", section: ""), isCatalogued: false))
        }
    }

    /// The catalogued rows.
    public var catalogued: [Row] {
        rows.filter(\.isCatalogued)
    }

    /// Catalogued behaviours named by at least one test of column `index`; `nil` for a missing suite.
    public func covered(column index: Int) -> Int? {
        guard columnExists[index] else { return nil }
        return catalogued.filter { ($0.counts[index] ?? 0) > 0 }.count
    }

    /// IDs of catalogued behaviours no test of column `index` names.
    public func gaps(column index: Int) -> [String] {
        catalogued.filter { $0.counts[index] == 0 }.map(\.behaviour.id)
    }

    /// IDs of catalogued behaviours that no existing suite names.
    public var untestedEverywhere: [String] {
        catalogued.filter { row in
            row.counts.contains { $0 != nil } && row.counts.allSatisfy { ($0 ?? 0) == 0 }
        }.map(\.behaviour.id)
    }
}
