import Testing

@testable import ArchDiffMetrics
@testable import ArchDiffReport
@testable import ArchDiffSuites
@testable import ArchDiffSupport

@Suite("Which pattern, for what")
struct PatternGuideTests {
    private static func card() -> Scorecard {
        var card = Scorecard(
            tests: TestsReport(suites: [], catalogue: nil, metrics: MetricsReport(columns: [])), changes: nil,
            configuration: .taskList)
        card.architectures = ["MVC", "MVP", "VIPER"]
        func figure(_ name: String, _ values: [Double]) -> ScoreFigure {
            ScoreFigure(name, better: .lower, values: values, format: { Formatting.count(Int($0)) })
        }
        card.criteria = [
            Scorecard.Criterion(
                name: "Ceremony",
                figures: [
                    figure("Layers", [3, 4, 4]),
                    figure("Production code lines", [500, 900, 700]),
                    figure("Types per screen", [3, 3.1, 9]),
                    figure("Files per screen", [1, 5, 5]).unscored(because: "a habit"),
                ])
        ]
        return card
    }

    @Test("each aim names the best group of the scorecard row it is read from, with its cells")
    func claimsFollowTheRows() throws {
        let card = Self.card()
        let guide = PatternGuide(scorecard: card, documented: ["MVC"])
        let claims = guide.claims().map(MarkdownWriter.inline)
        #expect(
            claims == [
                "**Least code to read**: MVC (production code lines: 500).",
                "**Fewest types per screen**: MVC and MVP (types per screen: 3 and 3).",
            ])
        let figures = card.criteria.flatMap(\.figures)
        for aim in PatternGuide.aims {
            guard let figure = figures.first(where: { $0.name == aim.figure }) else { continue }
            let line = claims.first { $0.hasPrefix("**\(aim.purpose)**: ") }
            #expect(line?.contains(Prose.list(figure.best(card.architectures)) + " (") == true)
        }
    }

    @Test("the reading order goes from the fewest layers to the most, ties by less code, linking each page")
    func readingOrder() {
        let guide = PatternGuide(scorecard: Self.card(), documented: ["MVC", "VIPER"])
        #expect(guide.readingOrder() == ["MVC", "VIPER", "MVP"])
        #expect(
            MarkdownWriter().write(guide.blocks()).contains(
                "**Reading order for a learner.** [MVC](architectures/mvc.md) (3 layers), then "
                    + "[VIPER](architectures/viper.md) (4 layers), then MVP (4 layers)."))
    }
}
