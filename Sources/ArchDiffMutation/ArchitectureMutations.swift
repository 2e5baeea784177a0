import ArchDiffSuites

/// One architecture's mutants and how its own unit suite did against them.
package struct ArchitectureMutations: Sendable {
    /// The architecture, as named by its folder under `Architectures/`.
    package var name: String
    /// The test target of its suite, such as `MVCTests`.
    package var suite: String
    /// Its layers, in layer order, whether or not they have mutants.
    package var layers: [String]
    /// A fingerprint of its code and its suite (``SourceDigest``), to tell when they changed since.
    package var sourceDigest: String
    /// The mutation points found in its code, before any sampling.
    package var mutationPoints: Int
    /// The mutants of the run, in file and line order.
    package var mutants: [Mutant]
    /// The region and line coverage of its code by the unmutated suite.
    package var coverage: ArchitectureCoverage?
    /// Wall-clock seconds of one unmutated run of its suite.
    package var baselineSeconds: Double?
    /// The time limit of each mutant's run.
    package var timeoutSeconds: Double?

    /// An architecture's mutants.
    package init(
        name: String, suite: String, layers: [String], sourceDigest: String, mutationPoints: Int,
        mutants: [Mutant], coverage: ArchitectureCoverage? = nil, baselineSeconds: Double? = nil,
        timeoutSeconds: Double? = nil
    ) {
        self.name = name
        self.suite = suite
        self.layers = layers
        self.sourceDigest = sourceDigest
        self.mutationPoints = mutationPoints
        self.mutants = mutants
        self.coverage = coverage
        self.baselineSeconds = baselineSeconds
        self.timeoutSeconds = timeoutSeconds
    }

    /// The figures of every mutant.
    package var figures: MutationFigures {
        MutationFigures(mutants)
    }

    /// The figures of the mutants in the layer named `layer`.
    package func figures(ofLayer layer: String) -> MutationFigures {
        MutationFigures(mutants.filter { $0.layer == layer })
    }

    /// The reviews of `docs/mutants/reviewed.tsv` read against this run: set for a saved run of every
    /// mutation point, `nil` otherwise (a sample's occurrences are not the file's).
    package var reviewed: [ReviewedMutant]?

    /// The survivors as the reviews classify them, `nil` when no review was read.
    package var review: MutantReview? {
        reviewed.map { MutantReview(self, reviewed: $0) }
    }

    /// The mutants no test noticed, in file and line order.
    package var survivors: [Mutant] {
        mutants.filter { $0.status == .survived || $0.status == .notCovered }
    }
}
