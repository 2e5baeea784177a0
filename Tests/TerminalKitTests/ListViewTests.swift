import Testing

@testable import TerminalKit

@Suite("List view")
@MainActor
struct ListViewTests {
    private func draw(_ listView: ListView, width: Int = 30, height: Int = 5) -> [String] {
        var screen = Screen(size: Size(width: width, height: height))
        listView.draw(in: &screen, area: screen.bounds)
        return screen.lines
    }

    @Test("B14 up and down move the selection and stop at the ends")
    func upAndDown() {
        let rows = TestRows(["a", "b", "c"])
        let list = ListView.showing(rows)
        #expect(list.selectedIndex == 0)
        #expect(list.handle(.up))
        #expect(list.selectedIndex == 0)
        #expect(list.handle(.down))
        #expect(list.handle(.down))
        #expect(list.handle(.down))
        #expect(list.selectedIndex == 2)
        #expect(list.handle(.up))
        #expect(list.selectedIndex == 1)
        #expect(rows.selections == [1, 2, 1])
    }

    @Test("B14 k and j move like up and down")
    func vimKeys() {
        let list = ListView.showing(TestRows(["a", "b", "c"]))
        #expect(list.handle(.character("j")))
        #expect(list.handle(.character("j")))
        #expect(list.selectedIndex == 2)
        #expect(list.handle(.character("k")))
        #expect(list.selectedIndex == 1)
    }

    @Test("B15 page keys move by the visible rows, home and end jump to the ends")
    func paging() {
        let list = ListView.showing(TestRows(count: 12))
        _ = draw(list, height: 5)
        #expect(list.handle(.pageDown))
        #expect(list.selectedIndex == 5)
        #expect(list.handle(.pageDown))
        #expect(list.handle(.pageDown))
        #expect(list.selectedIndex == 11)
        #expect(list.handle(.pageUp))
        #expect(list.selectedIndex == 6)
        #expect(list.handle(.home))
        #expect(list.selectedIndex == 0)
        #expect(list.handle(.end))
        #expect(list.selectedIndex == 11)
    }

    @Test("other keys are left to the owner")
    func otherKeys() {
        let list = ListView.showing(TestRows(["a"]))
        for key: Key in [
            .enter, .escape, .left, .right, .tab, .character("a"), .character(" "), .control("c"),
        ] {
            #expect(!list.handle(key))
        }
    }

    @Test("B16 the viewport follows the selection and scrolls minimally")
    func viewport() {
        let rows = TestRows(count: 20)
        let list = ListView.showing(rows)
        #expect(draw(list, height: 3) == ["> Row 0", "  Row 1", "  Row 2"])
        _ = list.handle(.down)
        _ = list.handle(.down)
        _ = list.handle(.down)
        #expect(draw(list, height: 3) == ["  Row 1", "  Row 2", "> Row 3"])
        _ = list.handle(.up)
        #expect(draw(list, height: 3) == ["  Row 1", "> Row 2", "  Row 3"])
        _ = list.handle(.end)
        #expect(draw(list, height: 3) == ["  Row 17", "  Row 18", "> Row 19"])
        #expect(list.firstVisibleRow == 17)
    }

    @Test("B16 with 10,000 rows only the visible rows are asked for")
    func onlyVisibleRows() {
        let rows = TestRows(count: 10_000)
        let list = ListView.showing(rows)
        _ = draw(list, height: 20)
        #expect(rows.requestedIndices == Array(0..<20))
        list.selectRow(at: 5_000)
        rows.forgetRequests()
        let lines = draw(list, height: 20)
        #expect(rows.requestedIndices == Array(4_981...5_000))
        #expect(lines.last == "> Row 5000")
    }

    @Test("the selected row is marked and its text reversed; the detail sits at the right edge")
    func rowLayout() {
        let rows = TestRows([])
        rows.rows = [ListRow(text: "Groceries", detail: "1/3"), ListRow(text: "한글 목록", detail: "10/12")]
        let list = ListView.showing(rows)
        var screen = Screen(size: Size(width: 20, height: 2))
        list.draw(in: &screen, area: screen.bounds)
        #expect(screen.lines == ["> Groceries      1/3", "  한글 목록    10/12"])
        #expect(screen[2, 0].style == .reverse)
        #expect(screen[10, 0].style == .reverse)
        #expect(screen[11, 0].style == [])
        #expect(screen[0, 0].style == [])
        #expect(screen[17, 0].style == [])
    }

    @Test("B31 long text is cut with an ellipsis and keeps a space before the detail")
    func truncation() {
        let rows = TestRows([])
        rows.rows = [ListRow(text: "A very long list title indeed", detail: "0/1")]
        let list = ListView.showing(rows)
        #expect(draw(list, width: 20, height: 1) == ["> A very long l… 0/1"])
    }

    @Test("B32 control characters in row text are drawn as visible symbols")
    func sanitisedRows() {
        let rows = TestRows(["evil\u{1B}[2J"])
        let list = ListView.showing(rows)
        #expect(draw(list, height: 1) == ["> evil␛[2J"])
    }

    @Test("reloading clamps the selection: it keeps its index, or moves to the last row")
    func reloadClamps() {
        let rows = TestRows(count: 5)
        let list = ListView.showing(rows)
        list.selectRow(at: 3)
        rows.rows.removeLast()
        list.reloadData()
        #expect(list.selectedIndex == 3)
        rows.rows.removeLast(2)
        list.reloadData()
        #expect(list.selectedIndex == 1)
        rows.rows.removeAll()
        list.reloadData()
        #expect(list.selectedIndex == nil)
        rows.rows = [ListRow(text: "new")]
        list.reloadData()
        #expect(list.selectedIndex == 0)
    }

    @Test("selectRow clamps and scrolls, and does not echo back through the delegate")
    func selectRow() {
        let rows = TestRows(count: 10)
        let list = ListView.showing(rows)
        _ = draw(list, height: 4)
        list.selectRow(at: 99)
        #expect(list.selectedIndex == 9)
        #expect(list.firstVisibleRow == 6)
        list.selectRow(at: -5)
        #expect(list.selectedIndex == 0)
        #expect(rows.selections.isEmpty)
    }

    @Test("B88 a row selected before the first frame scrolls the same as one selected after it")
    func selectionBeforeTheFirstFrame() {
        let rows = TestRows(count: 9)
        let early = ListView.showing(rows)
        early.selectRow(at: 7)
        let late = ListView.showing(rows)
        _ = draw(late, height: 8)
        late.selectRow(at: 7)
        #expect(draw(early, height: 8) == draw(late, height: 8))
        #expect(early.firstVisibleRow == 0)
        #expect(
            draw(early, height: 8).prefix(8) == [
                "  Row 0", "  Row 1", "  Row 2", "  Row 3", "  Row 4", "  Row 5", "  Row 6", "> Row 7",
            ])
    }

    @Test("keys tell the delegate only when the selection moved")
    func keysTellTheDelegateAboutMoves() {
        let rows = TestRows(count: 3)
        let list = ListView.showing(rows)
        for key: Key in [.up, .end, .end, .pageDown, .home] {
            _ = list.handle(key)
        }
        #expect(rows.selections == [2, 0])
    }

    @Test("an empty list shows the empty text indented by two columns")
    func emptyText() {
        let list = ListView.showing(TestRows([]))
        list.emptyText = "No lists yet. Press a to add one."
        #expect(list.selectedIndex == nil)
        #expect(list.handle(.down))
        #expect(draw(list, width: 40, height: 2) == ["  No lists yet. Press a to add one.", ""])
    }
}
