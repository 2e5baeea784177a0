import ArchDiffBench
import ArchDiffSupport

/// How the bench figures read in every format: the sections, the numbers and the noise note.
extension BenchReport {
    /// The sections of the report: a title and the kinds of figure shown under it, in order.
    static let sections: [(title: String, kinds: [BenchFigure.Kind])] = [
        ("Time from key press to frame (ms)", [.firstFrame, .openList, .reopenList, .move, .toggle, .add]),
        ("Bytes written per frame", [.moveBytes, .scrollBytes, .pageBytes]),
        ("Memory (MiB)", [.peakMemory]),
    ]

    /// A value of `kind` as tables show it: ms with 3 decimals, bytes as counts, MiB with 1 decimal.
    static func format(_ value: Double, of kind: BenchFigure.Kind) -> String {
        switch kind.unit {
        case "bytes": Formatting.count(Int(value.rounded()))
        case "MiB": Formatting.decimal(value, places: 1)
        default: Formatting.decimal(value, places: 3)
        }
    }

    /// A share as a whole percentage: `4 %`.
    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded())) %"
    }

    /// The row's differences beyond noise as text: `mvp +42 %, mvvm +38 % over mvc`, or `–` for none.
    func noiseText(for row: BenchRow) -> String {
        let differences = row.differences(among: architectures)
        guard let best = row.best(among: architectures), !differences.isEmpty else { return "–" }
        let listed = differences.map { difference in
            let increase = BenchReport.percent(difference.relativeIncrease)
            return "\(difference.architecture) +\(increase)"
        }
        return listed.joined(separator: ", ") + " over \(best)"
    }

    /// What the Beyond noise column means, the rule, and the second run a difference had to repeat in.
    package var noiseNote: String {
        let note =
            "Beyond noise: per row, the architectures whose median is beyond noise above the row's lowest; "
            + "'–' means every difference in the row is within noise. " + NoiseRule.statement
        if let secondRun {
            return note + " Each time difference shown also held, the same way round, in a second run of the "
                + "same commit (\(secondRun.date), recorded in \(BenchReport.replicationPath))."
        }
        if let missingSecondRun {
            return note + " No time difference is shown: one counts only once a second run of the same code "
                + "repeats it, and \(missingSecondRun) (\(BenchReport.replicationPath))."
        }
        return note
    }
}
