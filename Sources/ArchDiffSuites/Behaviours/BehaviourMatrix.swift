/// How many tests of each suite name each behaviour: a row per catalogue entry, then a row per ID that
/// tests name but the catalogue lacks; a column per suite, then the conformance suite and the shared
/// layers' suites.
///
/// A behaviour **depends on the architecture** unless the shared layers' suites name it and no
/// architecture's suite does: then it lives in the shared layers only (wide characters, the file mode of
/// the database, `--help`), and a suite without a test of it has no gap. Suites are scored only on the
/// behaviours that depend on the architecture.
package struct BehaviourMatrix: Sendable {
    /// One behaviour and its test counts.
    package struct Row: Sendable {
        /// The behaviour; for an ID missing from the catalogue, its text is empty.
        package var behaviour: Behaviour
        /// Whether the catalogue lists the ID.
        package var isCatalogued: Bool
        /// Tests naming the ID, per column; `nil` for a suite that does not exist.
        package var counts: [Int?]
        /// The conformance suite's tests and scenarios naming the ID.
        package var conformance: Int
        /// The shared layers' tests naming the ID.
        package var shared: Int

        /// Whether the behaviour depends on the architecture: some suite names it, or no shared-layer
        /// test does.
        package var dependsOnArchitecture: Bool {
            counts.contains { ($0 ?? 0) > 0 } || shared == 0
        }

        /// Whether some existing suite has no test naming a behaviour that depends on the architecture.
        package var hasGap: Bool {
            dependsOnArchitecture && counts.contains { $0 == 0 }
        }
    }

    /// The column names: the architectures.
    package var columns: [String]
    /// Whether each column's suite exists.
    package var columnExists: [Bool]
    /// The catalogue's rows in catalogue order, then uncatalogued IDs in order.
    package var rows: [Row]

    /// The matrix of `suites` against `catalogue`, with the counts of the tests `outside` them.
    package init(catalogue: BehaviourCatalogue, suites: [SuiteReport], outside: OutsideTests = OutsideTests())
    {
        columns = suites.map(\.architecture)
        columnExists = suites.map(\.exists)
        let counts = suites.map { $0.exists ? $0.behaviourCounts : nil }
        func row(_ behaviour: Behaviour, isCatalogued: Bool) -> Row {
            Row(
                behaviour: behaviour, isCatalogued: isCatalogued,
                counts: counts.map { $0.map { $0[behaviour.id] ?? 0 } },
                conformance: outside.conformance[behaviour.id] ?? 0, shared: outside.shared[behaviour.id] ?? 0
            )
        }
        rows = catalogue.behaviours.map { row($0, isCatalogued: true) }
        let catalogued = Set(catalogue.behaviours.map(\.id))
        let named = Set(counts.compactMap { $0 }.flatMap(\.keys))
        for id in named.subtracting(catalogued).sorted() {
            rows.append(row(Behaviour(id: id, text: "", section: ""), isCatalogued: false))
        }
    }

    /// The catalogued rows.
    package var catalogued: [Row] {
        rows.filter(\.isCatalogued)
    }

    /// The catalogued rows whose behaviour depends on the architecture.
    package var architectureDependent: [Row] {
        catalogued.filter(\.dependsOnArchitecture)
    }

    /// The IDs of ``architectureDependent``.
    package var architectureDependentIDs: Set<String> {
        Set(architectureDependent.map(\.behaviour.id))
    }

    /// The IDs of the catalogued behaviours that live in the shared layers only.
    package var sharedOnly: [String] {
        catalogued.filter { !$0.dependsOnArchitecture }.map(\.behaviour.id)
    }

    /// Architecture-dependent behaviours named by at least one test of column `index`; `nil` for a
    /// missing suite.
    package func covered(column index: Int) -> Int? {
        guard columnExists[index] else { return nil }
        return architectureDependent.filter { ($0.counts[index] ?? 0) > 0 }.count
    }

    /// IDs of architecture-dependent behaviours no test of column `index` names.
    package func gaps(column index: Int) -> [String] {
        architectureDependent.filter { $0.counts[index] == 0 }.map(\.behaviour.id)
    }

    /// IDs of architecture-dependent behaviours that no existing suite names.
    package var untestedEverywhere: [String] {
        architectureDependent.filter { row in
            row.counts.contains { $0 != nil } && row.counts.allSatisfy { ($0 ?? 0) == 0 }
        }.map(\.behaviour.id)
    }

    /// Catalogued behaviours that no test anywhere names: no suite, no conformance test or scenario and
    /// no shared-layer test.
    package var untestedAnywhere: [String] {
        catalogued.filter { row in
            row.conformance == 0 && row.shared == 0 && row.counts.allSatisfy { ($0 ?? 0) == 0 }
        }.map(\.behaviour.id)
    }
}
