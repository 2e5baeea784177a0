import Testing

@testable import ArchDiffReport
@testable import ArchDiffSuites

@Suite("Layer graphs and layer colours")
struct LayerGraphTests {
    private func graph(_ edges: [(String, String)], nodes: [String] = ["(root)", "A", "B", "C"]) -> LayerGraph
    {
        LayerGraph(
            title: "X: layers", caption: "Arrows.",
            nodes: nodes.map { LayerGraph.Node(name: $0, details: ["Ca 0"], color: "#0072B2") },
            edges: edges.map { LayerGraph.Edge(from: $0.0, to: $0.1, label: "1") })
    }

    @Test("a layer sits one row below the lowest layer that uses it; a cycle's closing edge points up")
    func rows() {
        let chain = graph([("(root)", "A"), ("A", "B"), ("A", "C"), ("B", "C")]).rows()
        #expect(chain.rows == ["(root)": 0, "A": 1, "B": 2, "C": 3])
        #expect(chain.downward.count == 4)
        let cycle = graph([("A", "B"), ("B", "A")], nodes: ["A", "B"]).rows()
        #expect(cycle.rows == ["A": 0, "B": 1])
        #expect(cycle.downward.map { "\($0.from)→\($0.to)" } == ["A→B"])
    }

    @Test(
        "the SVG is well-formed: a box and a name per layer, an arrow and a label per edge, a marker of its own"
    )
    func svg() throws {
        let svg = graph([("(root)", "A"), ("A", "B"), ("A", "C"), ("B", "C")]).svg()
        let elements = try #require(SVGElements.parse(svg))
        #expect(
            elements.elements.filter { $0.name == "path" && $0.attributes["marker-end"] != nil }.count == 4)
        #expect(["(root)", "A", "B", "C", "X: layers", "Arrows."].allSatisfy(elements.texts.contains))
        #expect(elements.elements.filter { $0.name == "rect" && $0.attributes["rx"] == "4" }.count == 4)
        #expect(svg.contains("<marker id=\"arrow-x--layers\""))
        #expect(svg.contains("url(#arrow-x--layers)"))
        // The skipping edge A → C curves: a cubic Bézier.
        #expect(
            elements.elements.filter { $0.name == "path" && ($0.attributes["d"] ?? "").contains(" C ") }.count
                == 1)
        #expect(svg == graph([("(root)", "A"), ("A", "B"), ("A", "C"), ("B", "C")]).svg())
    }

    @Test("each layer keeps one colour in every chart, and the layers of one column all differ")
    func layerColors() throws {
        let folder = try TemporaryFolder(files: [
            "Architectures/P/Views/V.swift": "struct V {}\n",
            "Architectures/P/Presenters/P.swift": "struct P {}\n",
            "Architectures/P/Routers/R.swift": "struct R {}\n",
            "Architectures/Q/Views/V.swift": "struct V {}\n",
            "Architectures/Q/Controllers/C.swift": "struct C {}\n",
            "Architectures/Q/Q.swift": "struct Q {}\n",
        ])
        let report = try TestSuiteAnalyzer.analyze(packageRoot: folder.path)
        let colors = Dictionary(
            uniqueKeysWithValues: ComparisonCharts.layerColors(report).map { ($0.name, $0.color) })
        #expect(colors["(root)"] == Palette.neutral)
        for column in report.metrics.columns {
            let used = column.layers.map { colors[$0.name] }
            #expect(Set(used).count == used.count, "\(column.name) has two layers alike")
        }
        // Views shares a column with every layer, so it chooses first; the others use colours not yet used.
        #expect(colors["Views"] == Palette.color(at: 0))
        #expect(Set(colors.values).count == 5)
    }
}
