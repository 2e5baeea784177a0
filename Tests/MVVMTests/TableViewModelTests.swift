import Testing

@testable import MVVMViewModels

@Suite("Table view model")
struct TableViewModelTests {
    /// Rows whose text is also their ID.
    private func rows(_ texts: String...) -> [RowViewModel] {
        texts.map { RowViewModel(id: $0, text: $0) }
    }

    @Test("the first row is selected when rows appear, and none without rows")
    func selectsFirstRowWhenRowsAppear() {
        let table = TableViewModel(emptyText: "none")
        let selection = Recorder(table.selectedIndex)
        table.show(rows("a", "b"))
        table.show([])
        #expect(selection.values == [nil, 0, nil])
    }

    @Test("B14 selecting clamps to the first and the last row")
    func selectClamps() {
        let table = TableViewModel(emptyText: "none")
        table.show(rows("a", "b", "c"))
        table.select(at: 7)
        #expect(table.selectedIndex.value == 2)
        table.select(at: -1)
        #expect(table.selectedIndex.value == 0)
    }

    @Test("B28 selecting without rows does nothing")
    func selectWithoutRows() {
        let table = TableViewModel(emptyText: "none")
        table.select(at: 0)
        #expect(table.selectedIndex.value == nil)
    }

    @Test("B45 when rows go away the selection moves up to the last row left")
    func selectionFollowsShrinkingRows() {
        let table = TableViewModel(emptyText: "none")
        table.show(rows("a", "b", "c"))
        table.select(at: 2)
        table.show(rows("a", "b"))
        #expect(table.selectedIndex.value == 1)
    }

    @Test("B67 the selection stays on its row's ID when rows come and go around it")
    func selectionFollowsID() {
        let table = TableViewModel(emptyText: "none")
        table.show(rows("a", "b", "c"))
        table.select(at: 1)
        table.show(rows("b", "c"))
        #expect(table.selectedIndex.value == 0)
        table.show(rows("x", "y", "b"))
        #expect(table.selectedIndex.value == 2)
    }

    @Test("B67 when its row is gone, the selection keeps its index")
    func selectionKeepsIndexWithoutItsRow() {
        let table = TableViewModel(emptyText: "none")
        table.show(rows("a", "b", "c"))
        table.select(at: 1)
        table.show(rows("a", "c"))
        #expect(table.selectedIndex.value == 1)
    }

    @Test("the selection keeps its index when the rows change, and is told only when it moves")
    func selectionKeepsIndex() {
        let table = TableViewModel(emptyText: "none")
        table.show(rows("a", "b", "c"))
        table.select(at: 1)
        let selection = Recorder(table.selectedIndex)
        table.show(rows("x", "y", "z"))
        table.select(at: 1)
        #expect(selection.values == [1])
    }
}
