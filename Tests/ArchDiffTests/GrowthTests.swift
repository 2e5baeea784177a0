import ArchDiffChanges
import ArchDiffMetrics
import ArchDiffSource
import Foundation
import Testing

@Suite("Growth curve")
struct GrowthTests {
    /// The figures of `size`, in one comparable list: code lines, complexity total, types, largest type
    /// and its lines.
    private static func figures(_ size: ArchitectureSize?) -> [String] {
        guard let size else { return [] }
        return [size.codeLines, size.complexityTotal, size.types].map(String.init)
            + [size.largestType?.name ?? "–", size.largestType.map { String($0.lines) } ?? "–"]
    }

    @Test(
        "the start is the tree before the first change, then each change at its last commit, counted by hand")
    func points() throws {
        let history = try GitFixture.twoFeatures()
        let initial = try history.fixture.git.text(["rev-parse", history.sharedSearch + "^"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let report = try ChangeHistory.analyze(packageRoot: history.fixture.path)
        #expect(report.growth.map(\.label) == ["start", "search", "notes"])
        #expect(report.growth.map(\.change) == [nil, "search", "notes"])
        // search's last commit is Beta's, after a README commit that belongs to no change.
        #expect(report.growth.map(\.commit) == [initial, history.betaSearch, history.betaNotes])
        let (start, search, notes) = (report.growth[0], report.growth[1], report.growth[2])
        // Alpha at the start: AlphaApp.swift, 1 code line and 1 type; Views/ListView.swift, 3 code lines
        // and ListView, 3 lines long. No function, so no complexity.
        #expect(Self.figures(start.size(of: "Alpha")) == ["4", "0", "2", "ListView", "3"])
        // Beta after search, on the tree of betaSearch, counted from the fixture's text:
        // - Interactors/SearchInteractor.swift: 5 code lines; struct SearchInteractor (5 lines) with
        //   filter(_:by:), complexity 1;
        // - Presenters/ListPresenter.swift: 3 + 4 code lines around a blank line; protocol ListDisplay
        //   (3 lines) and class ListPresenter (4 lines), no function with a body;
        // - Views/ListScreen.swift: 6 code lines and one blank; class ListScreen, lines 1 to 7, with
        //   show(_:), complexity 1.
        // Code lines 5 + 7 + 6 = 18, complexity 1 + 1 = 2, types 1 + 2 + 1 = 4, largest ListScreen (7).
        #expect(Self.figures(search.size(of: "Beta")) == ["18", "2", "4", "ListScreen", "7"])
        #expect(report.cost(of: "Beta", at: search) == 6)
        // Alpha after search: AlphaApp 1, SearchController.swift 1 + 5 (protocol Searchable, class
        // SearchController of 5 lines holding struct State), ListView 4 with `query`: 11 code lines.
        #expect(Self.figures(search.size(of: "Alpha")) == ["11", "0", "5", "SearchController", "5"])
        // After notes ListView has 5 lines too; the tie goes to the type declared first.
        #expect(Self.figures(notes.size(of: "Alpha")) == ["12", "0", "5", "SearchController", "5"])
        #expect(Self.figures(notes.size(of: "Beta")) == ["15", "2", "3", "ListScreen", "7"])
        #expect(report.cost(of: "Alpha", at: notes) == 1)
        #expect(report.cost(of: "Beta", at: notes) == 7)
        #expect(report.cost(of: "Alpha", at: start) == nil, "the start is no change")
    }

    @Test("every point's figures are what archdiff metrics measures on that tree, checked out")
    func agreesWithMetrics() throws {
        let history = try GitFixture.twoFeatures()
        let git = history.fixture.git
        let report = try ChangeHistory.analyze(packageRoot: history.fixture.path)
        for point in report.growth {
            let commit = try #require(point.commit)
            let tree = try TemporaryFolder()
            let paths = try git.text(["ls-tree", "-r", "--name-only", commit, "--", "Architectures/"])
                .split(separator: "\n").map(String.init)
            for path in paths {
                try tree.write(git.text(["show", "\(commit):\(path)"]), to: path)
            }
            let metrics = try MetricsAnalyzer.analyze(
                FolderScanner.architectureColumns(in: tree.path).columns)
            #expect(metrics.columns.map(\.name) == report.architectures.filter { point.size(of: $0) != nil })
            for column in metrics.columns {
                let summary = column.summary
                #expect(
                    Self.figures(point.size(of: column.name))
                        == Self.figures(ArchitectureSize(summary: summary)),
                    "\(column.name) at \(point.label)")
            }
        }
    }

    @Test("an architecture has no figures before its folder exists; a root commit's start is the empty tree")
    func laterArchitecture() throws {
        let fixture = try GitFixture()
        try fixture.commit(
            "Alpha: list\n\nChange: list\nArchitecture: Alpha\n",
            writing: ["Architectures/Alpha/List.swift": "struct List {\n    var rows: [String]\n}\n"])
        let gamma = try fixture.commit(
            "Gamma: list\n\nChange: list\nArchitecture: Gamma\n",
            writing: ["Architectures/Gamma/List.swift": "enum List {\n    case empty\n}\n"])
        try fixture.commit("Docs", writing: ["README.md": "Later\n"])
        let report = try ChangeHistory.analyze(packageRoot: fixture.path)
        #expect(report.growth.map(\.label) == ["start", "list"])
        #expect(report.growth.first?.commit == nil, "the first change's first commit has no parent")
        #expect(report.growth.first?.sizes.isEmpty == true)
        #expect(report.growth.first?.shortCommit == "–")
        #expect(report.growth.last?.commit == gamma)
        #expect(
            report.growth.last.map { Self.figures($0.size(of: "Gamma")) } == ["3", "0", "1", "List", "3"])
        let none = try GitFixture()
        try none.commit("Initial", writing: ["Architectures/A/A.swift": "struct A {}\n"])
        #expect(try ChangeHistory.analyze(packageRoot: none.path).growth.isEmpty, "no change, no curve")
    }
}
