import Testing

@testable import MVVMViewModels

@MainActor
@Suite("Table view model")
struct TableViewModelTests {
    let formatter = RowFormatterSpy()

    /// Items whose IDs are also their rows' texts.
    private func items(_ ids: String...) -> [RowFormatterSpy.Item] {
        RowFormatterSpy.items(ids)
    }

    @Test("the first row is selected when rows appear, and none without rows")
    func selectsFirstRowWhenRowsAppear() {
        let table = formatter.makeTable()
        #expect(table.selectedIndex == nil)
        table.show(items("a", "b"))
        #expect(table.selectedIndex == 0)
        table.show([])
        #expect(table.selectedIndex == nil)
    }

    @Test("B75 a table waits for its rows until they are first shown, and again while a read is on its way")
    func loadsUntilRowsAreShown() async {
        let table = formatter.makeTable()
        #expect(table.isLoading)
        table.show([])
        #expect(!table.isLoading)
        table.isLoading = true
        #expect(
            await changes {
                table.isLoading
            } during: {
                table.show(items("a"))
            })
        #expect(!table.isLoading)
    }

    @Test("B14 selecting clamps to the first and the last row")
    func selectClamps() {
        let table = formatter.makeTable()
        table.show(items("a", "b", "c"))
        table.select(at: 7)
        #expect(table.selectedIndex == 2)
        table.select(at: -1)
        #expect(table.selectedIndex == 0)
    }

    @Test("B28 selecting without rows does nothing")
    func selectWithoutRows() {
        let table = formatter.makeTable()
        table.select(at: 0)
        #expect(table.selectedIndex == nil)
    }

    @Test("B45 when rows go away the selection moves up to the last row left")
    func selectionFollowsShrinkingRows() {
        let table = formatter.makeTable()
        table.show(items("a", "b", "c"))
        table.select(at: 2)
        table.show(items("a", "b"))
        #expect(table.selectedIndex == 1)
    }

    @Test("B67 the selection stays on its row's item when rows come and go around it")
    func selectionFollowsID() {
        let table = formatter.makeTable()
        table.show(items("a", "b", "c"))
        table.select(at: 1)
        table.show(items("b", "c"))
        #expect(table.selectedIndex == 0)
        table.show(items("x", "y", "b"))
        #expect(table.selectedIndex == 2)
    }

    @Test("B67 when its row is gone, the selection keeps its index")
    func selectionKeepsIndexWithoutItsRow() {
        let table = formatter.makeTable()
        table.show(items("a", "b", "c"))
        table.select(at: 1)
        table.show(items("a", "c"))
        #expect(table.selectedIndex == 1)
    }

    @Test("the selection keeps its index when the rows change, and its observers hear only when it moves")
    func selectionKeepsIndex() async {
        let table = formatter.makeTable()
        table.show(items("a", "b", "c"))
        table.select(at: 1)
        #expect(
            await !changes {
                table.selectedIndex
            } during: {
                table.show(items("x", "y", "z"))
                table.select(at: 1)
            })
        #expect(table.selectedIndex == 1)
        #expect(
            await changes {
                table.selectedIndex
            } during: {
                table.select(at: 2)
            })
    }

    @Test("showing items formats no row, even as the selection follows its item; reading a row formats it")
    func rowsAreFormattedWhenRead() {
        let table = formatter.makeTable()
        table.show(RowFormatterSpy.items(count: 100))
        #expect(table.rows.count == 100)
        table.select(at: 50)
        table.show(Array(RowFormatterSpy.items(count: 100).dropFirst()))
        #expect(table.selectedIndex == 49)
        #expect(table.rows.count == 99)
        #expect(formatter.formattedIDs.isEmpty)
        #expect(table.rows[49].text == "50")
        #expect(formatter.formattedIDs == ["50"])
    }

    @Test("rows read later show the items as they were when they were shown")
    func rowsAreValues() {
        let table = formatter.makeTable()
        table.show(items("a", "b"))
        let shownFirst = table.rows
        table.show(items("c"))
        #expect(shownFirst.map(\.text) == ["a", "b"])
        #expect(table.rows.map(\.text) == ["c"])
    }
}
