import ArchDiffMetrics
import ArchDiffSource
import Testing

@Suite("Type size with extensions, complexity shares, ceremony and layer coupling")
struct DesignFigureTests {
    /// A column of `files` (path relative to the column → source), each in the layer of its folder.
    private func column(_ name: String, _ files: [String: String]) -> (ColumnSource, [FileMetrics]) {
        let paths = files.keys.sorted()
        let source = ColumnSource(
            name: name, path: name,
            files: paths.map { path in
                let layer = path.contains("/") ? String(path.prefix { $0 != "/" }) : SourceFile.rootLayer
                return SourceFile(layer: layer, relativePath: path, path: "/\(name)/\(path)")
            })
        return (source, paths.map { SourceAnalyzer.analyze(files[$0] ?? "", path: $0) })
    }

    private func report(_ columns: (ColumnSource, [FileMetrics])...) -> MetricsReport {
        MetricsAnalyzer.report(for: columns.map(\.0), measuredFiles: columns.map(\.1))
    }

    @Test(
        "a type's size adds its extensions and those of its nested types, in any file, and counts the files")
    func typeSizeWithExtensions() throws {
        let report = report(
            column(
                "C",
                [
                    "A/Big.swift":
                        "final class Big {\n    struct Row {}\n}\n\nextension Big {\n    func a() {}\n}\n",
                    "A/Big+Rows.swift": "extension Big.Row {\n    func b() {}\n    func c() {}\n}\n",
                    "B/Other.swift":
                        "struct Other {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n}\n"
                        + "extension Big: Equatable {}\n",
                ]))
        let column = report.columns[0]
        // Big: 3 lines, its extension 3, Big.Row's extension 4, and `extension Big: Equatable {}` 1.
        let largest = try #require(column.summary.largestType)
        #expect(largest.name == "Big")
        #expect(largest.declaration.lines == 3)
        #expect(largest.lines == 11)
        #expect(largest.extensions == 3)
        #expect(largest.files == 3)
        // Within layer B only the extension of Big there is seen, and Big is not declared: Other wins.
        let layerB = try #require(column.layers.first { $0.name == "B" })
        #expect(layerB.summary.largestType?.name == "Other")
        #expect(layerB.summary.largestType?.lines == 6)
        let sizes = TypeSize.sizes(of: column.files.flatMap(\.types))
        #expect(sizes.map(\.name) == ["Big", "Big.Row", "Other"])
        #expect(sizes.map(\.lines) == [11, 5, 6])
    }

    @Test(
        "protocol requirements: func, init, subscript, var and associatedtype declared in a protocol's body")
    func protocolRequirements() throws {
        let file = SourceAnalyzer.analyze(
            """
            protocol Store: AnyObject {
                associatedtype Item
                var count: Int { get }
                init(name: String)
                func load(for id: Int) -> Item
                static func make() -> Self
                subscript(index: Int) -> Item { get }
                typealias Name = String
            }
            protocol Empty {}
            extension Store {
                func reload() { _ = load(for: 0) }
                var isEmpty: Bool { count == 0 }
            }
            struct Box { var value = 0; func get() -> Int { value } }
            """, path: "Store.swift")
        #expect(file.types.map(\.requirements) == [6, 0, 0, 0])
        let summary = MetricsSummary(files: [file], rule: ConformanceRule(declarations: file.types))
        #expect(summary.protocolRequirements == 6)
    }

    @Test("complexity: the column's total, and each layer's total as a share of it")
    func complexityShares() throws {
        let report = report(
            column(
                "C",
                [
                    "Views/V.swift": "func v(_ a: Bool) { if a {}; if !a {} }\n",
                    "Logic/L.swift": "func l(_ a: Bool) { if a {} }\nfunc m() {}\nfunc n() {}\n",
                    "Empty/E.swift": "struct E {}\n",
                ]))
        let measured = report.columns[0]
        // v = 3, l = 2, m = 1, n = 1.
        #expect(measured.summary.totalComplexity == 7)
        #expect(Measure.all.first { $0.key == "complexity_total" }?.value(measured.summary) == .count(7))
        let shares = Dictionary(uniqueKeysWithValues: measured.layers.map { ($0.name, $0.complexityShare) })
        #expect(shares["Views"] == 3.0 / 7.0)
        #expect(shares["Logic"] == 4.0 / 7.0)
        #expect(shares["Empty"] == 0)
        let none = self.report(column("D", ["A/A.swift": "struct A {}\n"])).columns[0]
        #expect(none.layers[0].complexityShare == nil)
    }

    @Test(
        "screens are the file-name prefixes in two layers of every column; the longer of two equal ones wins")
    func screens() throws {
        let mvc = column(
            "MVC",
            [
                "Controllers/HomeController.swift": "final class HomeController {}\n",
                "Controllers/ListEditorController.swift": "final class ListEditorController {}\n",
                "Views/HomeView.swift": "final class HomeView {}\nprotocol HomeViewDelegate {}\n",
                "Views/ListEditorView.swift": "final class ListEditorView {}\n",
                "Views/EditorView.swift": "class EditorView {}\n",
                "App.swift": "struct App {}\n",
            ])
        let mvvm = column(
            "MVVM",
            [
                "ViewModels/HomeViewModel.swift": "final class HomeViewModel {}\n",
                "ViewModels/ListEditorViewModel.swift": "final class ListEditorViewModel {}\n",
                "ViewModels/EditorViewModel.swift": "protocol EditorViewModel {}\n",
                "Views/HomeView.swift": "final class HomeView {}\n",
                "Views/ListEditorView.swift": "final class ListEditorView {}\nstruct Field {}\n",
                "Views/EditorView.swift": "class EditorView {}\n",
                "Views/EditorView+Keys.swift": "extension EditorView {}\n",
            ])
        // Alone, MVVM's longer names cover the same files as the shorter ones, so they are kept.
        #expect(
            ScreenRule.screens(of: [mvvm.0.files.map { ($0.layer, $0.relativePath) }])
                == ["EditorView", "HomeView", "ListEditorView"])
        let report = report(mvc, mvvm)
        let columns = report.columns
        #expect(columns.map(\.summary.screens) == [["Home", "ListEditor"], ["Home", "ListEditor"]])
        #expect(
            columns[0].screens.map(\.files) == [
                ["Controllers/HomeController.swift", "Views/HomeView.swift"],
                ["Controllers/ListEditorController.swift", "Views/ListEditorView.swift"],
            ])
        #expect(columns[0].screens.map(\.types) == [3, 2])
        #expect(columns[1].screens.map(\.types) == [2, 3])
        #expect(columns[1].screens.map(\.layers) == [["ViewModels", "Views"], ["ViewModels", "Views"]])
        #expect(columns.map(\.summary.filesPerScreen) == [2, 2])
        #expect(columns.map(\.summary.typesPerScreen) == [2.5, 2.5])
        #expect(
            ScreenRule.screen(ofPath: "Views/EditorView+Keys.swift", among: ["Editor", "EditorView"])
                == "EditorView")
        let alone = self.report(column("X", ["A/One.swift": "struct One {}\n"])).columns[0]
        #expect(alone.summary.screens.isEmpty)
        #expect(Measure.all.first { $0.key == "files_per_screen" }?.value(alone.summary) == .notApplicable)
    }

    @Test("Martin's figures per layer: Ca, Ce, I = Ce/(Ca+Ce), A = protocols/types, D = |A + I − 1|")
    func layerCoupling() throws {
        let report = report(
            column(
                "C",
                [
                    "App.swift": "struct App { let c = Controller() }\n",
                    "Controllers/Controller.swift":
                        "final class Controller: ViewDelegate { let view = View(); let m = Model() }\n",
                    "Views/View.swift":
                        "protocol ViewDelegate {}\nprotocol Drawing {}\nfinal class View { var d: ViewDelegate? }\n",
                    "Models/Model.swift": "struct Model {}\n",
                    "Lonely/Lonely.swift": "struct Lonely {}\n",
                ]))
        let layers = Dictionary(uniqueKeysWithValues: report.columns[0].layers.map { ($0.name, $0.coupling) })
        let controllers = try #require(layers["Controllers"])
        #expect(controllers.afferent == 1)
        #expect(controllers.efferent == 2)
        #expect(controllers.instability == 2.0 / 3.0)
        #expect(controllers.abstractness == 0)
        #expect(abs((controllers.distance ?? 0) - 1.0 / 3.0) < 1e-12)
        // Views uses Controllers? No: it names only its own types. Controllers uses ViewDelegate and View.
        let views = try #require(layers["Views"])
        #expect(views.afferent == 1)
        #expect(views.efferent == 0)
        #expect(views.instability == 0)
        #expect(views.abstractness == 2.0 / 3.0)
        #expect(abs((views.distance ?? 0) - 1.0 / 3.0) < 1e-12)
        #expect(layers["(root)"]?.distance == 0)
        #expect(layers["Models"]?.distance == 1)
        let lonely = try #require(layers["Lonely"])
        #expect(lonely.instability == nil)
        #expect(lonely.distance == nil)
        // The column's figure is the mean over the layers that have a distance: (0 + 1/3 + 1/3 + 1) / 4.
        let mean = try #require(report.columns[0].summary.mainSequenceDistance)
        #expect(abs(mean - (5.0 / 3.0) / 4.0) < 1e-12)
        #expect(
            report.columns[0].layers.first { $0.name == "Views" }?.summary.mainSequenceDistance
                == views.distance)
    }
}
