/// The counts of one architecture's or layer's mutants and the scores made from them.
package struct MutationFigures: Equatable, Sendable {
    /// Mutants that compiled and were tested.
    package var mutants = 0
    /// Mutants a failing test killed.
    package var killed = 0
    /// Mutants whose test run timed out, counted as detected.
    package var timedOut = 0
    /// Mutants no test noticed, `notCovered` included.
    package var survived = 0
    /// Survivors whose code the unmutated suite never runs.
    package var notCovered = 0
    /// Mutants left out because they do not compile.
    package var notCompiled = 0

    /// The figures of `mutants`.
    package init(_ mutants: [Mutant]) {
        for mutant in mutants {
            switch mutant.status {
            case .killed: killed += 1
            case .timedOut: timedOut += 1
            case .survived: survived += 1
            case .notCovered:
                survived += 1
                notCovered += 1
            case .notCompiled: notCompiled += 1
            case .pending: break
            }
        }
        self.mutants = killed + timedOut + survived
    }

    /// Mutants the suite detected: killed or timed out.
    package var detected: Int {
        killed + timedOut
    }

    /// The mutation score: detected mutants as a percentage of all tested, `nil` without any.
    package var score: Double? {
        mutants == 0 ? nil : Double(detected) / Double(mutants) * 100
    }

    /// Detected mutants as a percentage of those whose code the suite runs, `nil` without any: how well
    /// the tests check what they reach.
    package var coveredScore: Double? {
        let covered = mutants - notCovered
        return covered == 0 ? nil : Double(detected) / Double(covered) * 100
    }
}
