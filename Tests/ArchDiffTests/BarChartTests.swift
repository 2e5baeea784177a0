import ArchDiffReport
import Foundation
import Testing

@Suite("Bar charts")
struct BarChartTests {
    private let series = [
        BarChart.Series(name: "Tests", color: Palette.color(at: 0)),
        BarChart.Series(name: "Assertions & <more>", color: Palette.color(at: 1)),
    ]

    private func grouped() -> BarChart {
        BarChart(
            title: "Tests \"and\" assertions", axisTitle: "count", series: series,
            groups: [
                BarChart.Group(label: "MVC", values: [10, 40]),
                BarChart.Group(label: "MVP", values: [20, nil]),
                BarChart.Group(label: "MVVM", values: [nil, nil]),
            ])
    }

    @Test("writes a well-formed SVG document with a title, escaped text, axis ticks and value labels")
    func wellFormed() throws {
        let svg = grouped().svg()
        #expect(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let elements = try #require(SVGElements.parse(svg))
        #expect(elements.elements.first?.name == "svg")
        #expect(elements.elements.contains { $0.name == "title" })
        #expect(elements.texts.contains("Tests \"and\" assertions"))
        #expect(elements.texts.contains("Assertions & <more>"))
        #expect(elements.texts.contains("count"))
        #expect(elements.texts.contains("no data"))
        #expect(["0", "10", "20", "30", "40"].allSatisfy(elements.texts.contains))
        #expect(svg.contains("Assertions &amp; &lt;more&gt;"))
    }

    @Test("bar lengths are proportional to the values; a missing value draws no bar")
    func proportional() throws {
        let elements = try #require(SVGElements.parse(grouped().svg()))
        let tests = elements.rects(filled: Palette.color(at: 0)).compactMap { Double($0["width"] ?? "") }
        let assertions = elements.rects(filled: Palette.color(at: 1)).compactMap { Double($0["width"] ?? "") }
        #expect(tests.count == 3)
        #expect(assertions.count == 2)
        let unit = assertions[1] / 40
        #expect(abs(tests[1] - 10 * unit) < 0.02)
        #expect(abs(tests[2] - 20 * unit) < 0.02)
        let starts = Set(elements.rects(filled: Palette.color(at: 0)).dropFirst().compactMap { $0["x"] })
        #expect(starts.count == 1)
    }

    @Test("stacked segments are proportional, follow each other and end at the total")
    func stacked() throws {
        let chart = BarChart(
            title: "Lines", axisTitle: "lines", series: series,
            groups: [BarChart.Group(label: "MVC", values: [300, 100])], layout: .stacked)
        let elements = try #require(SVGElements.parse(chart.svg()))
        let first = try #require(elements.rects(filled: Palette.color(at: 0)).last)
        let second = try #require(elements.rects(filled: Palette.color(at: 1)).last)
        let firstWidth = try #require(Double(first["width"] ?? ""))
        let secondWidth = try #require(Double(second["width"] ?? ""))
        #expect(abs(firstWidth - 3 * secondWidth) < 0.02)
        #expect(abs((Double(first["x"] ?? "") ?? 0) + firstWidth - (Double(second["x"] ?? "") ?? 0)) < 0.02)
        #expect(elements.texts.contains("400"))
        #expect(elements.texts.contains("300"))
    }

    @Test(
        "an axis maximum, such as the catalogue's size, is reached on the next even tick, not a tick of its own"
    )
    func axisMaximum() throws {
        let chart = BarChart(
            title: "Behaviours", axisTitle: "behaviours", series: [series[0]],
            groups: [BarChart.Group(label: "MVC", values: [25], valueLabels: ["25 of 48"])], axisMaximum: 48)
        let elements = try #require(SVGElements.parse(chart.svg()))
        #expect(["0", "10", "20", "30", "40", "50", "25 of 48"].allSatisfy(elements.texts.contains))
        #expect(!elements.texts.contains("48"))
        let bar = try #require(elements.rects(filled: Palette.color(at: 0)).last)
        let axis = try #require(elements.elements.last { $0.name == "line" }?.attributes)
        let axisLength = (Double(axis["x2"] ?? "") ?? 0) - (Double(axis["x1"] ?? "") ?? 0)
        #expect(abs((Double(bar["width"] ?? "") ?? 0) * 2 - axisLength) < 0.02)
    }

    @Test(
        "ticks are evenly spaced round steps, fractional only for decimal values; labels have the step's places"
    )
    func evenTicks() throws {
        func ticks(_ values: [Double], decimals: Int = 0, maximum: Double? = nil) throws -> [String] {
            let chart = BarChart(
                title: "T", axisTitle: "axis", series: [series[0]],
                groups: values.map { BarChart.Group(label: "G", values: [$0], valueLabels: ["v"]) },
                axisMaximum: maximum, decimals: decimals)
            let elements = try #require(SVGElements.parse(chart.svg()))
            return Array(elements.texts.drop { $0 != "0" && $0 != "0.0" }.prefix { $0 != "axis" })
        }
        #expect(try ticks([1.85, 1.58], decimals: 2) == ["0.0", "0.5", "1.0", "1.5", "2.0"])
        #expect(try ticks([152]) == ["0", "50", "100", "150", "200"])
        #expect(try ticks([3]) == ["0", "1", "2", "3"])
        #expect(try ticks([98.1], decimals: 1, maximum: 100) == ["0", "20", "40", "60", "80", "100"])
    }

    @Test("groups of a section sit under its heading, written once above the first")
    func sections() throws {
        let chart = BarChart(
            title: "Coverage", axisTitle: "%", series: series,
            groups: [
                BarChart.Group(label: "Views", values: [80, nil], section: "MVC"),
                BarChart.Group(label: "All layers", values: [nil, 90], section: "MVC"),
                BarChart.Group(label: "Views", values: [70, nil], section: "MVP"),
            ], showsLegend: false)
        let elements = try #require(SVGElements.parse(chart.svg()))
        #expect(elements.texts.filter { $0 == "MVC" }.count == 1)
        #expect(elements.texts.filter { $0 == "MVP" }.count == 1)
        #expect(!elements.texts.contains("Assertions & <more>"), "no legend")
        let headings = elements.elements.filter {
            $0.name == "text" && $0.attributes["font-weight"] == "bold"
        }
        #expect(headings.count == 3, "the title and two section headings")
    }

    @Test("the narrow layout for a phone: labels above the bars, which take the whole width; the title wraps")
    func narrow() throws {
        let chart = BarChart(
            title: "A long title that cannot fit on one line of a phone's screen", axisTitle: "count",
            series: series,
            groups: [BarChart.Group(label: "Unidirectional", values: [10, 40])])
        let svg = chart.svg(width: BarChart.narrowWidth)
        #expect(svg.contains("width=\"380\""))
        let elements = try #require(SVGElements.parse(svg))
        let label = try #require(
            elements.elements.first {
                $0.name == "text" && $0.attributes["x"] == "16" && $0.attributes["text-anchor"] == nil
                    && $0.attributes["font-weight"] == nil && $0.attributes["font-size"] == "13"
            })
        #expect(label.attributes["y"] != nil)
        #expect(elements.texts.contains("Unidirectional"))
        let bars = elements.rects(filled: Palette.color(at: 1)).compactMap { Double($0["x"] ?? "") }
        #expect(bars.last == 16, "bars start at the left margin")
        #expect(
            elements.texts.filter { $0.hasPrefix("A long") || $0.hasSuffix("screen") }.count == 2,
            "two title lines")
        #expect(!chart.svg().contains("width=\"380\""))
    }

    @Test("the same figures give the same bytes; inline SVG has no XML declaration and no namespace")
    func deterministic() {
        #expect(grouped().svg() == grouped().svg())
        let inline = grouped().svg(standalone: false)
        #expect(inline.hasPrefix("<svg width="))
        #expect(!inline.contains("http://"))
    }

    @Test("the palette is Okabe–Ito; text on a colour is black or white, whichever reads better")
    func palette() {
        #expect(Palette.colors.count == 7)
        #expect(Palette.color(at: 7) == Palette.color(at: 0))
        #expect(Palette.textColor(on: "#F0E442") == "#000000")
        #expect(Palette.textColor(on: "#0072B2") == "#FFFFFF")
    }
}
