import Testing

@testable import TerminalKit

@Suite("Geometry")
struct GeometryTests {
    @Test("a rect's max edges are exclusive")
    func maxEdges() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect(rect.maxX == 12)
        #expect(rect.maxY == 7)
        #expect(rect.contains(Point(x: 11, y: 6)))
        #expect(!rect.contains(Point(x: 12, y: 6)))
        #expect(Rect(origin: Point(x: 2, y: 3), size: Size(width: 10, height: 4)) == rect)
    }

    @Test("insetting shrinks every side and never goes below zero")
    func inset() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(rect.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 3))
        #expect(rect.inset(by: 4) == Rect(x: 4, y: 4, width: 2, height: 0))
        #expect(rect.inset(horizontal: 2, vertical: 0) == Rect(x: 2, y: 0, width: 6, height: 5))
    }

    @Test("rows and intersections are clipped to the rectangle")
    func slicing() {
        let rect = Rect(x: 1, y: 1, width: 5, height: 4)
        #expect(rect.row(2) == Rect(x: 1, y: 3, width: 5, height: 1))
        #expect(rect.rows(1..<10) == Rect(x: 1, y: 2, width: 5, height: 3))
        #expect(
            rect.intersection(Rect(x: 4, y: 0, width: 10, height: 2)) == Rect(x: 4, y: 1, width: 2, height: 1)
        )
        #expect(rect.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
    }

    @Test("a centred rectangle rounds towards the top left and fits inside")
    func centring() {
        let area = Rect(x: 0, y: 0, width: 11, height: 6)
        #expect(area.centered(Size(width: 4, height: 2)) == Rect(x: 3, y: 2, width: 4, height: 2))
        #expect(area.centered(Size(width: 40, height: 20)) == area)
    }
}
