import Foundation
import TestSupport
import Testing

@testable import ArchDiffMutation
@testable import ArchDiffReport

@Suite("Reviewed survivors")
struct MutantReviewTests {
    private func mutant(_ id: Int, line: Int, _ status: MutantStatus) -> Mutant {
        Mutant(
            id: id, file: "Views/A.swift", layer: "Views", line: line, mutationOperator: .flipBoolean,
            original: "return true", mutated: "return false", status: status)
    }

    @Test(
        "a survivor is matched to its review by file, operator, text and occurrence; the score leaves equivalents out"
    )
    func review() throws {
        let reviewed = try ReviewedMutant.parse(
            "architecture\tfile\toccurrence\toperator\toriginal\tmutated\tverdict\treason\n"
                + "Alpha\tViews/A.swift\t1\tflip_boolean\treturn true\treturn false\tequivalent\tdiscarded\n"
                + "Alpha\tViews/A.swift\t3\tflip_boolean\treturn true\treturn false\thole\tB01: space does nothing\n"
                + "Beta\tViews/A.swift\t2\tflip_boolean\treturn true\treturn false\thole\tnot Alpha's\n")
        var architecture = ArchitectureMutations(
            name: "Alpha", suite: "Tests/AlphaTests", layers: ["Views"], sourceDigest: "", mutationPoints: 4,
            mutants: [
                mutant(1, line: 5, .survived), mutant(2, line: 9, .killed), mutant(3, line: 12, .survived),
                mutant(4, line: 20, .notCovered),
            ])
        #expect(architecture.review == nil)
        architecture.reviewed = reviewed
        let review = try #require(architecture.review)
        #expect(review.equivalents.map(\.id) == [1])
        #expect(review.holes.map(\.mutant.id) == [3])
        #expect(review.holes.map(\.reason) == ["B01: space does nothing"])
        #expect(review.unreviewed.map(\.id) == [4])
        #expect(review.figures.score == 25)
        #expect(abs((review.scoreWithoutEquivalents ?? 0) - 100.0 / 3) < 1e-9)
        #expect(throws: ReviewedMutant.InvalidLine(line: 2)) {
            try ReviewedMutant.parse("header\nAlpha\tA.swift\tone\tx\ty\tz\thole\twhy\n")
        }
    }

    @Test(
        "the report's sentence gives the score without equivalents and the holes, one bullet each, where and what breaks"
    )
    func sentence() throws {
        var architecture = ArchitectureMutations(
            name: "Alpha", suite: "AlphaTests", layers: ["Views"], sourceDigest: "", mutationPoints: 4,
            mutants: [
                mutant(1, line: 5, .survived), mutant(2, line: 9, .killed), mutant(3, line: 12, .survived),
            ])
        architecture.reviewed = try ReviewedMutant.parse(
            "header\n"
                + "Alpha\tViews/A.swift\t1\tflip_boolean\treturn true\treturn false\tequivalent\tdiscarded\n"
                + "Alpha\tViews/A.swift\t3\tflip_boolean\treturn true\treturn false\thole\tB01: space does nothing\n"
        )
        let sentence = ComparisonNarrative.survivorSentence(architecture)
        #expect(
            sentence.hasSuffix(
                "Of the survivors, 1 is equivalent (each read one by one in docs/mutants/reviewed.tsv), so "
                    + "the score without them is 50.0 %; 1 real hole."))
        #expect(
            MarkdownWriter().write(ComparisonNarrative.holeList(architecture))
                == "Holes in AlphaTests, from the review:\n\n- `Views/A.swift:12`: B01: space does nothing\n"
        )
    }

    @Test("a rule tells the fallback of allCases.firstIndex(of:) equivalent, with no review; nothing else")
    func rule() throws {
        func offByOne(_ original: String, _ mutated: String, _ status: MutantStatus = .survived) -> Mutant {
            Mutant(
                id: 1, file: "Views/A.swift", layer: "Views", line: 3, mutationOperator: .offByOne,
                original: original, mutated: mutated, status: status)
        }
        let fallback = offByOne(
            "picker.selectedIndex = ListIcon.allCases.firstIndex(of: list.icon) ?? 0",
            "picker.selectedIndex = ListIcon.allCases.firstIndex(of: list.icon) ?? 1")
        #expect(EquivalenceRule.reason(for: fallback)?.hasPrefix("unreachable fallback") == true)
        let lastArgument = offByOne(
            "ListEditorViewData(selectedIndex: ListIcon.allCases.firstIndex(of: icon) ?? 0)",
            "ListEditorViewData(selectedIndex: ListIcon.allCases.firstIndex(of: icon) ?? 1)")
        #expect(EquivalenceRule.reason(for: lastArgument) != nil)
        let others = [
            offByOne("index = rows.firstIndex(of: row) ?? 0", "index = rows.firstIndex(of: row) ?? 1"),
            offByOne(
                "index = ListIcon.allCases.firstIndex(of: icon) ?? 0",
                "index = ListIcon.allCases.firstIndex(of: icon) ?? 0 + 1"),
            offByOne(
                "index = ListIcon.allCases.firstIndex(of: icon)! + 0",
                "index = ListIcon.allCases.firstIndex(of: icon)! + 1"),
            mutant(1, line: 5, .survived),
        ]
        #expect(others.allSatisfy { EquivalenceRule.reason(for: $0) == nil })

        var architecture = ArchitectureMutations(
            name: "Alpha", suite: "AlphaTests", layers: ["Views"], sourceDigest: "", mutationPoints: 2,
            mutants: [fallback, mutant(2, line: 9, .killed)])
        architecture.reviewed = []
        let review = try #require(architecture.review)
        #expect(review.equivalents.map(\.id) == [1])
        #expect(review.equivalentsByRule == 1)
        #expect(review.unreviewed.isEmpty)
        #expect(
            ComparisonNarrative.survivorSentence(architecture).contains(
                "Of the survivors, 1 is equivalent (1 told by a rule, the others read one by one in"))
    }

    @Test(
        "every survivor of the saved run of every mutation point is reviewed in docs/mutants/reviewed.tsv, and every line there is a survivor's"
    )
    func savedRunReviewed() throws {
        let data = try #require(
            FileManager.default.contents(atPath: Repository.url(MutationReport.savedPath).path))
        let report = try MutationJSON.decode(data)
        try #require(report.sample == nil)
        let reviewed = try ReviewedMutant.load(packageRoot: Repository.url(".").path)
        var summary: [String] = []
        for var architecture in report.architectures {
            architecture.reviewed = reviewed
            let review = try #require(architecture.review)
            let pending = reviewed.filter { $0.architecture == architecture.name && $0.verdict == .pending }
            #expect(
                review.unreviewed.count == pending.count,
                "\(architecture.name): \(review.unreviewed.map(\.location))")
            let lines = reviewed.filter { $0.architecture == architecture.name }.count
            #expect(
                lines == review.equivalents.count - review.equivalentsByRule + review.holes.count
                    + pending.count,
                "\(architecture.name): lines of reviewed.tsv that match no survivor of the run; remove them")
            summary.append(
                "\(architecture.name): \(review.equivalents.count) equivalent, \(review.holes.count) holes, "
                    + "score \(review.figures.score ?? 0) → \(review.scoreWithoutEquivalents ?? 0)")
        }
        print(summary.joined(separator: "\n"))
    }
}
