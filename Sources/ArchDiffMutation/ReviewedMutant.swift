import Foundation

/// A survivor of a saved mutation run read by a person and classified in `docs/mutants/reviewed.tsv`:
/// equivalent (no test can tell it from the original) or a hole (a test should have failed), with why.
package struct ReviewedMutant: Equatable, Sendable {
    /// What the reader decided.
    package enum Verdict: String, Sendable {
        /// The mutant behaves as the original wherever it runs.
        case equivalent
        /// A user would see something break that no test checks.
        case hole
        /// Not read yet; the survivor counts as not reviewed.
        case pending
    }

    /// The reviewed file, relative to the package root.
    package static let path = "docs/mutants/reviewed.tsv"

    /// The architecture.
    package var architecture: String
    /// The file, relative to the architecture's folder.
    package var file: String
    /// Which of the file's mutants with the same operator, original and mutated text it is, from 1 in
    /// line order.
    package var occurrence: Int
    /// The operator's key, such as `flip_boolean`.
    package var operatorKey: String
    /// The code as written.
    package var original: String
    /// The code with the mutant.
    package var mutated: String
    /// Equivalent or hole.
    package var verdict: Verdict
    /// Why; for a hole, what a user would see break.
    package var reason: String

    /// A reviewed survivor.
    package init(
        architecture: String, file: String, occurrence: Int, operatorKey: String, original: String,
        mutated: String, verdict: Verdict, reason: String
    ) {
        self.architecture = architecture
        self.file = file
        self.occurrence = occurrence
        self.operatorKey = operatorKey
        self.original = original
        self.mutated = mutated
        self.verdict = verdict
        self.reason = reason
    }

    /// Reads the tab-separated lines after the header line; throws the number of a line it cannot read.
    package static func parse(_ text: String) throws(InvalidLine) -> [ReviewedMutant] {
        var reviewed: [ReviewedMutant] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index > 0 && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, let occurrence = Int(fields[2]),
                let verdict = Verdict(rawValue: fields[6])
            else { throw InvalidLine(line: index + 1) }
            reviewed.append(
                ReviewedMutant(
                    architecture: fields[0], file: fields[1], occurrence: occurrence, operatorKey: fields[3],
                    original: fields[4], mutated: fields[5], verdict: verdict, reason: fields[7]))
        }
        return reviewed
    }

    /// The reviews in `packageRoot`'s reviewed file; none when it does not exist.
    package static func load(packageRoot: String) throws(InvalidLine) -> [ReviewedMutant] {
        guard let data = FileManager.default.contents(atPath: packageRoot + "/" + path) else { return [] }
        return try parse(String(decoding: data, as: UTF8.self))
    }

    /// A line of the reviewed file that is not eight tab-separated fields with a number and a verdict.
    package struct InvalidLine: Error, Equatable, CustomStringConvertible {
        /// The line's number, from 1.
        package var line: Int

        /// Line `line`.
        package init(line: Int) {
            self.line = line
        }

        /// The message.
        package var description: String {
            "\(ReviewedMutant.path):\(line): expected architecture, file, occurrence, operator, original, "
                + "mutated, equivalent, hole or pending, and reason, separated by tabs"
        }
    }
}
