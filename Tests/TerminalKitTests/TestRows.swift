@testable import TerminalKit

/// A list data source and delegate that records what the list view asked and told.
final class TestRows: ListViewDataSource, ListViewDelegate {
    var rows: [ListRow]
    private(set) var requestedIndices: [Int] = []
    private(set) var selections: [Int] = []

    init(_ texts: [String]) {
        rows = texts.map { ListRow(text: $0) }
    }

    init(count: Int) {
        rows = (0..<count).map { ListRow(text: "Row \($0)") }
    }

    func numberOfRows(in listView: ListView) -> Int {
        rows.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        requestedIndices.append(index)
        return rows[index]
    }

    func listView(_ listView: ListView, didSelectRowAt index: Int) {
        selections.append(index)
    }

    func forgetRequests() {
        requestedIndices.removeAll()
    }
}

extension ListView {
    /// A list view wired to `rows` as data source and delegate.
    static func showing(_ rows: TestRows) -> ListView {
        let listView = ListView()
        listView.dataSource = rows
        listView.delegate = rows
        return listView
    }
}
