import ArchDiffCommands
import ArchDiffReport
import ArchDiffSuites
import ArchDiffSupport
import Foundation
import Testing

@Suite("archdiff tests output")
struct TestsOutputTests {
    @Test("the table lists every figure per suite, then layers, doubles and the behaviour matrix with gaps")
    func table() throws {
        let (report, _) = try SuiteFixture.report()
        let text = OutputFormat.table.render(report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "archdiff tests: Other, Shop")
        for figure in TestFigure.code {
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(figure.label) })
        }
        let suiteRow = try #require(lines.first { $0.hasPrefix("Suite ") }).split(separator: " ")
        #expect(suiteRow == ["Suite", "missing", "Tests/ShopTests"])
        #expect(try #require(lines.first { $0.hasPrefix("Test cases ") }).contains("n/a"))
        #expect(try #require(lines.first { $0.hasPrefix("Behaviours covered ") }).contains("4 of 5"))
        #expect(text.contains("\nOther (Tests/OtherTests: missing)\n"))
        #expect(text.contains("\nShop (Tests/ShopTests)\n"))
        #expect(text.contains("  Controllers"))
        #expect(text.contains("  (no layer)"))
        #expect(text.contains("CartViewSpy  spy"))
        #expect(
            text.contains("Cases not countable (arguments are not literals): CartControllerTests.swift:45"))
        #expect(text.contains("Shared helpers from Tests/TestSupport: Fixtures (1)"))
        #expect(
            try #require(lines.first { $0.hasPrefix("  B06 ") }).split(separator: " ").suffix(4) == [
                "–", "gap", "0", "0",
            ])
        #expect(
            try #require(lines.first { $0.hasPrefix("  B05 ") }).split(separator: " ").suffix(4) == [
                "–", "n/a", "1", "1",
            ])
        #expect(
            text.contains(
                "  5 of 6 behaviours depend on the architecture; the suites are scored on those. 1 is named only by\n"
                    + "  tests of the shared layers (no architecture's suite names it; n/a): B05.\n"
            ))
        #expect(try #require(lines.first { $0.hasPrefix("  B99 ") }).contains("(not in the catalogue)"))
        #expect(text.contains("  Shop: 1 gap: B06\n"))
        #expect(text.contains("  Other: no suite\n"))
        #expect(!text.contains("Line coverage"))
        #expect(!text.contains("\u{1B}["))
    }

    @Test("markdown shows the same figures as tables, gaps in bold")
    func markdown() throws {
        let (report, _) = try SuiteFixture.report()
        let text = OutputFormat.markdown.render(report)
        #expect(
            text.hasPrefix(
                "# archdiff tests\n\n| Figure | Other | Shop |\n| --- | ---: | ---: |\n| Suite | missing | `Tests/ShopTests` |\n"
            ))
        #expect(text.contains("\n## Shop\n\nFolder: `Tests/ShopTests`\n\n### Tests by layer\n"))
        #expect(text.contains("| B06 | Nobody tests this | – | **gap** | 0 | 0 |"))
        #expect(text.contains("| B05 | Only the clock knows | – | n/a | 1 | 1 |"))
        #expect(text.contains("| B04 | Something with a \\| bar | – | 1 | 0 | 0 |"))
        #expect(text.contains("| ID | Behaviour | Other | Shop | Conformance | Shared |"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("|") }.allSatisfy { $0.hasSuffix("|") })
    }

    @Test("JSON holds every test, double, layer and matrix row")
    func json() throws {
        let (report, _) = try SuiteFixture.report()
        let object = try JSONSerialization.jsonObject(with: Data(OutputFormat.json.render(report).utf8))
        let json = try #require(object as? [String: Any])
        #expect(json["tool"] as? String == "archdiff tests")
        let suites = try #require(json["suites"] as? [[String: Any]])
        #expect(suites.map { $0["exists"] as? Bool } == [false, true])
        let summary = try #require(suites[1]["summary"] as? [String: Any])
        #expect(summary["tests"] as? Int == 9)
        #expect(summary["test_cases"] is NSNull)
        #expect(summary["behaviours_covered"] as? Int == 4)
        let tests = try #require(suites[1]["tests"] as? [[String: Any]])
        #expect(tests.count == 9)
        #expect(tests[1]["cases"] as? Int == 3)
        #expect(tests[6]["framework"] as? String == "XCTest")
        #expect(tests[7]["layer_evidence"] as? String == "composition root")
        #expect(tests[8]["layer"] is NSNull)
        let behaviours = try #require(json["behaviours"] as? [[String: Any]])
        #expect(behaviours.count == 7)
        let gap = try #require(behaviours[5]["tests"] as? [String: Any])
        #expect(gap["Shop"] as? Int == 0)
        #expect(gap["Other"] is NSNull)
        #expect(
            behaviours.map { $0["depends_on_architecture"] as? Bool } == [
                true, true, true, true, false, true, true,
            ])
        #expect(behaviours.map { $0["conformance"] as? Int } == [1, 2, 0, 0, 1, 0, 0])
        #expect(behaviours.map { $0["shared"] as? Int } == [1, 0, 1, 0, 1, 0, 0])
        #expect(json["conformance_suite"] as? String == "Tests/ConformanceTests")
        #expect(json["shared_suites"] as? [String] == ["Tests/CartKitTests"])
        #expect(summary["isolated_tests"] as? Int == 2)
        #expect(summary["tests_through_root"] as? Int == 1)
    }

    @Test("CSV has a row per suite and per layer, every row as wide as the header")
    func csv() throws {
        let (report, _) = try SuiteFixture.report()
        let rows = OutputFormat.csv.render(report).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let header = rows[0].map(String.init)
        #expect(header.prefix(4) == ["architecture", "layer", "test_files", "tests"])
        #expect(header.contains("B05"))
        #expect(rows.allSatisfy { $0.count == header.count })
        #expect(
            rows.map { "\($0[0]) \($0[1])" } == [
                "architecture layer", "Other (all)", "Shop (all)", "Shop (root)", "Shop Controllers",
                "Shop Views", "(conformance) (all)", "(shared) (all)",
            ])
        #expect(rows[6][header.firstIndex(of: "B02") ?? 0] == "2")
        #expect(rows[7][header.firstIndex(of: "B05") ?? 0] == "1")
        let shop = rows[2].map(String.init)
        #expect(shop[header.firstIndex(of: "tests") ?? 0] == "9")
        #expect(shop[header.firstIndex(of: "test_cases") ?? 0] == "n/a")
        #expect(shop[header.firstIndex(of: "B02") ?? 0] == "2")
        #expect(rows[4][header.firstIndex(of: "layer_tests") ?? 0] == "7")
    }

    @Test("archdiff tests runs from the package root in every format and fails without Architectures/")
    func command() async throws {
        let folder = try SuiteFixture.folder()
        for format in OutputFormat.allCases {
            let output = TextBuffer()
            let errors = TextBuffer()
            let context = CommandContext(
                currentDirectory: folder.path, standardOutput: output, standardError: errors)
            #expect(await ArchDiffCommand.run(["tests", "--format", format.rawValue], context: context) == 0)
            #expect(!output.text.isEmpty)
            #expect(errors.text.isEmpty)
        }
        let empty = try TemporaryFolder()
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: empty.path, standardOutput: TextBuffer(), standardError: errors)
        #expect(await ArchDiffCommand.run(["tests"], context: context) == 1)
        #expect(errors.text.contains("no 'Architectures' folder"))
    }

    @Test("tests options: --format, --run, --scratch-path only with --run, no folders")
    func options() throws {
        let command = try TestsCommand(arguments: ["-f", "csv", "--run", "--scratch-path", ".build-x"])
        #expect(command.format == .csv)
        #expect(command.runOptions.runsSuites)
        #expect(command.runOptions.scratchPath == ".build-x")
        #expect(throws: UsageError.optionNeedsOption("--scratch-path", "--run")) {
            try TestsCommand(arguments: ["--scratch-path", "x"])
        }
        #expect(throws: UsageError.unexpectedArgument("Tests")) { try TestsCommand(arguments: ["Tests"]) }
        #expect(throws: UsageError.unknownOption("--fast")) { try TestsCommand(arguments: ["--fast"]) }
    }
}
