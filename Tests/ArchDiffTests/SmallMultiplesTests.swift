import ArchDiffReport
import Foundation
import Testing

@Suite("Small multiples")
struct SmallMultiplesTests {
    private let lines = [
        SmallMultiples.Line(name: "Code <lines>"),
        SmallMultiples.Line(name: "Largest type", isDashed: true),
    ]

    /// Three panels over three points: one with every value, one that starts late, one without values.
    private func chart() -> SmallMultiples {
        SmallMultiples(
            title: "Growth \"after\" each change", axisTitle: "lines", points: ["start", "search", "notes"],
            lines: lines,
            panels: [
                SmallMultiples.Panel(
                    title: "MVC", color: Palette.color(at: 0), values: [[100, 200, 400], [50, 60, 70]]),
                SmallMultiples.Panel(
                    title: "VIPER", color: Palette.color(at: 1), values: [[nil, 200, 300], [nil, 20, 30]]),
                SmallMultiples.Panel(title: "Empty", color: Palette.color(at: 2), values: [[nil, nil, nil]]),
            ])
    }

    /// The points of each `<polyline>` drawn in `color`, as (x, y) pairs.
    private static func polylines(_ elements: SVGElements, color: String) -> [[(x: Double, y: Double)]] {
        elements.elements.filter { $0.name == "polyline" && $0.attributes["stroke"] == color }.map {
            element in
            (element.attributes["points"] ?? "").split(separator: " ").map { pair in
                let numbers = pair.split(separator: ",").compactMap { Double($0) }
                return (numbers[0], numbers[1])
            }
        }
    }

    @Test("writes a well-formed SVG: title, legend, a title per panel, ticks, numbered points and their key")
    func wellFormed() throws {
        let svg = chart().svg()
        #expect(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let elements = try #require(SVGElements.parse(svg))
        #expect(elements.texts.contains("Growth \"after\" each change"))
        #expect(svg.contains("Code &lt;lines&gt;"))
        #expect(
            ["MVC", "VIPER", "Empty", "Largest type", "lines", "no data"].allSatisfy(elements.texts.contains))
        #expect(elements.texts.contains("Points: 0 start · 1 search · 2 notes"))
        for tick in ["0", "100", "200", "300", "400"] {
            #expect(elements.texts.filter { $0 == tick }.count >= 3, "every panel has the axis: \(tick)")
        }
        #expect(elements.texts.filter { $0 == "1" }.count == 3, "each panel numbers its points")
        #expect(elements.texts.contains("400"), "the last value is written at its line's end")
    }

    @Test("every panel has the same axes: a value sits as high in each, twice a value twice as high")
    func sameAxes() throws {
        let elements = try #require(SVGElements.parse(chart().svg()))
        let mvc = Self.polylines(elements, color: Palette.color(at: 0))
        let viper = Self.polylines(elements, color: Palette.color(at: 1))
        #expect(mvc.count == 2)
        #expect(viper.count == 2)
        let zero = try #require(
            elements.elements.first { $0.name == "line" && $0.attributes["stroke"] == "#333333" }?.attributes)
        let base = try #require(Double(zero["y1"] ?? ""))
        let (mvc100, mvc200, mvc400) = (mvc[0][0].y, mvc[0][1].y, mvc[0][2].y)
        #expect(abs((base - mvc200) - 2 * (base - mvc100)) < 0.02)
        #expect(abs((base - mvc400) - 4 * (base - mvc100)) < 0.02)
        #expect(abs(viper[0][0].y - mvc200) < 0.02, "200 in VIPER's panel as high as in MVC's")
        let steps = zip(mvc[0].dropFirst(), mvc[0]).map { $0.x - $1.x }
        #expect(abs(steps[0] - steps[1]) < 0.02, "points evenly spaced")
        #expect(abs((viper[0][1].x - viper[0][0].x) - steps[0]) < 0.02, "the same spacing in every panel")
    }

    @Test("a missing value breaks the line; a dashed line is dashed; each panel has its colour")
    func gapsAndDashes() throws {
        let elements = try #require(SVGElements.parse(chart().svg()))
        let viper = Self.polylines(elements, color: Palette.color(at: 1))
        #expect(viper.map(\.count) == [2, 2], "VIPER's lines start at the second point")
        let circles = elements.elements.filter {
            $0.name == "circle" && $0.attributes["stroke"] == Palette.color(at: 1)
        }
        #expect(circles.count == 4)
        let dashed = elements.elements.filter {
            $0.name == "polyline" && $0.attributes["stroke-dasharray"] != nil
        }
        #expect(
            dashed.filter { $0.attributes["stroke"] != Palette.neutral }.count == 2, "one per panel with data"
        )
        #expect(
            !elements.elements.contains {
                $0.name == "polyline" && $0.attributes["stroke"] == Palette.color(at: 2)
            })
        let broken = SmallMultiples(
            title: "T", axisTitle: "a", points: ["a", "b", "c"], lines: [lines[0]],
            panels: [SmallMultiples.Panel(title: "P", color: "#123456", values: [[10, nil, 20]])])
        let alone = try #require(SVGElements.parse(broken.svg()))
        #expect(Self.polylines(alone, color: "#123456").isEmpty, "no segment joins values across a gap")
        #expect(alone.elements.filter { $0.name == "circle" }.count == 2)
    }

    @Test("the narrow layout for a phone: one panel a row, the key wrapped without breaking an entry")
    func narrow() throws {
        func panelTitleX(_ svg: String) throws -> [String] {
            let elements = try #require(SVGElements.parse(svg))
            return elements.elements.filter { $0.name == "text" && $0.attributes["font-size"] == "13" }
                .compactMap { $0.attributes["x"] }
        }
        let wide = try panelTitleX(chart().svg())
        #expect(Set(wide).count == 3, "three panels side by side")
        let svg = chart().svg(width: SmallMultiples.narrowWidth)
        #expect(svg.contains("width=\"380\""))
        #expect(Set(try panelTitleX(svg)) == ["16"], "every panel starts at the left margin")
        let many = SmallMultiples(
            title: "T", axisTitle: "a", points: (0..<12).map { "change-number-\($0)" }, lines: [lines[0]],
            panels: [
                SmallMultiples.Panel(title: "P", color: "#123456", values: [Array(repeating: 1, count: 12)])
            ])
        let key = try #require(SVGElements.parse(many.svg(width: SmallMultiples.narrowWidth))).texts.filter {
            $0.contains("change-number-")
        }
        #expect(key.count > 1, "the key wraps")
        let entries = key.flatMap {
            $0.replacingOccurrences(of: "Points: ", with: "").components(separatedBy: " · ")
        }
        #expect(entries == (0..<12).map { "\($0) change-number-\($0)" }, "whole entries, in order")
    }

    @Test("the same figures give the same bytes; inline SVG has no XML declaration")
    func deterministic() {
        #expect(chart().svg() == chart().svg())
        #expect(chart().svg(standalone: false).hasPrefix("<svg width="))
        let report = ReportChart(fileName: "growth.svg", panels: chart())
        #expect(report.title == "Growth \"after\" each change")
        #expect(report.html().contains("<div class=\"wide\">"))
        #expect(report.html().contains("<div class=\"narrow\">\n<svg width=\"380\""))
    }
}
