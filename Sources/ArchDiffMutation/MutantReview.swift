/// An architecture's survivors told by ``EquivalenceRule`` or read against the reviewed file:
/// equivalents, holes, and survivors not reviewed yet, and the score once equivalents are left out.
package struct MutantReview: Sendable {
    /// A survivor a review calls a hole: where it is and what a user would see break.
    package struct Hole: Equatable, Sendable {
        /// The mutant.
        package var mutant: Mutant
        /// What a user would see break.
        package var reason: String
    }

    /// Survivors reviewed as equivalent, or told equivalent by an ``EquivalenceRule``.
    package var equivalents: [Mutant] = []
    /// How many of the equivalents a rule told, with no review.
    package var equivalentsByRule = 0
    /// Survivors reviewed as holes, in file and line order.
    package var holes: [Hole] = []
    /// Survivors no review names, or whose review is pending.
    package var unreviewed: [Mutant] = []
    /// The architecture's figures.
    package var figures: MutationFigures

    /// The review of `architecture`'s survivors by the entries of `reviewed` for it.
    package init(_ architecture: ArchitectureMutations, reviewed: [ReviewedMutant]) {
        figures = architecture.figures
        let mine = reviewed.filter { $0.architecture == architecture.name }
        var seen: [String: Int] = [:]
        let ordered = architecture.mutants.sorted { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
        for mutant in ordered {
            let key = [mutant.file, mutant.mutationOperator.rawValue, mutant.original, mutant.mutated]
                .joined(separator: "\t")
            seen[key, default: 0] += 1
            guard mutant.status == .survived || mutant.status == .notCovered else { continue }
            if EquivalenceRule.reason(for: mutant) != nil {
                equivalents.append(mutant)
                equivalentsByRule += 1
                continue
            }
            let review = mine.first {
                $0.file == mutant.file && $0.operatorKey == mutant.mutationOperator.rawValue
                    && $0.original == mutant.original && $0.mutated == mutant.mutated
                    && $0.occurrence == seen[key]
            }
            switch review?.verdict {
            case .equivalent: equivalents.append(mutant)
            case .hole: holes.append(Hole(mutant: mutant, reason: review?.reason ?? ""))
            case .pending, nil: unreviewed.append(mutant)
            }
        }
    }

    /// Detected mutants as a percentage of those tested minus the equivalents, `nil` without any.
    package var scoreWithoutEquivalents: Double? {
        let counted = figures.mutants - equivalents.count
        return counted == 0 ? nil : Double(figures.detected) / Double(counted) * 100
    }
}
