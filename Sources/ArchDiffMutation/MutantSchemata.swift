/// Mutant schemata: a copy of a source file that holds all of its mutants at once, each behind a
/// switch read at run time, so the package is built once and each mutant is picked by an environment
/// variable when the tests run.
///
/// An expression becomes `(__archdiffMutant(7) ? (mutated) : (original))` and a removed statement
/// `if !__archdiffMutant(9) { original }`. The mutated code is written on one line and the original
/// keeps its line breaks, so every line keeps its number and compiler messages point at the source.
package enum MutantSchemata {
    /// The environment variable naming the active mutant; unset or `0` runs the original code.
    package static let environmentVariable = "ARCHDIFF_MUTANT"

    /// Where a mutant landed in the rewritten file, in bytes.
    package struct Placement: Equatable, Sendable {
        /// The whole switch: the condition, the mutated and the original code.
        package var construct: Range<Int>
        /// The mutated code alone.
        package var mutated: Range<Int>
    }

    /// A rewritten file.
    package struct File: Sendable {
        /// The source with every mutant behind its switch, and the switch's definition at the end.
        package var bytes: [UInt8]
        /// Where each mutant landed, by its number.
        package var placements: [Int: Placement]
    }

    /// The name of the function that tells whether a mutant is active.
    static let switchFunction = "__archdiffMutant"

    /// Rewrites `source` with `mutants` (each a number above 0 and a point of `source`, none crossing
    /// another's edge), and appends the switch.
    package static func rewrite(_ source: [UInt8], mutants: [(id: Int, point: MutationPoint)]) -> File {
        let ordered = mutants.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.point.range, rhs.element.point.range)
            if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
            if a.upperBound != b.upperBound { return a.upperBound > b.upperBound }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var writer = Writer(source: source)
        writer.render(0..<source.count, ordered[...])
        writer.output += Array(switchDefinition.utf8)
        return File(bytes: writer.output, placements: writer.placements)
    }

    /// The switch, private to the file so that every file can carry its own. `getenv` is declared
    /// here rather than imported, so the file's imports stay as written (suites check them).
    static let switchDefinition = """

        // archdiff mutants: the switch that turns on one mutant of this file.
        @_silgen_name("getenv")
        private func __archdiffGetenv(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
        private nonisolated let __archdiffActiveMutant =
            __archdiffGetenv("\(environmentVariable)").flatMap { Int(String(cString: $0)) } ?? 0
        private nonisolated func \(switchFunction)(_ id: Int) -> Bool { __archdiffActiveMutant == id }

        """

    private struct Writer {
        let source: [UInt8]
        var output: [UInt8] = []
        var placements: [Int: Placement] = [:]

        /// Copies `range` of the source, putting each mutant of `mutants` (ordered, inside `range`)
        /// behind its switch.
        mutating func render(_ range: Range<Int>, _ mutants: ArraySlice<(id: Int, point: MutationPoint)>) {
            var cursor = range.lowerBound
            var index = mutants.startIndex
            while index < mutants.endIndex {
                let mutant = mutants[index]
                var end = index + 1
                while end < mutants.endIndex && mutant.point.contains(mutants[end].point) {
                    end += 1
                }
                output += source[cursor..<mutant.point.range.lowerBound]
                place(mutant, inner: mutants[index + 1..<end])
                cursor = mutant.point.range.upperBound
                index = end
            }
            output += source[cursor..<range.upperBound]
        }

        mutating func place(
            _ mutant: (id: Int, point: MutationPoint), inner: ArraySlice<(id: Int, point: MutationPoint)>
        ) {
            let start = output.count
            let mutated: Range<Int>
            switch mutant.point.form {
            case .expression:
                output += Array("(\(MutantSchemata.switchFunction)(\(mutant.id)) ? (".utf8)
                let mutatedStart = output.count
                output += Array(mutant.point.replacement.utf8)
                mutated = mutatedStart..<output.count
                output += Array(") : (".utf8)
                render(mutant.point.range, inner)
                output += Array("))".utf8)
            case .statement:
                output += Array("if !\(MutantSchemata.switchFunction)(\(mutant.id)) { ".utf8)
                mutated = start..<output.count
                render(mutant.point.range, inner)
                output += Array(" }".utf8)
            }
            placements[mutant.id] = Placement(construct: start..<output.count, mutated: mutated)
        }
    }
}
