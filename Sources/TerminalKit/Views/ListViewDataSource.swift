/// Gives a list view its rows, like UITableViewDataSource; asked only for the rows on screen.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of rows; asked by `reloadData()`.
    func numberOfRows(in listView: ListView) -> Int
    /// The row at `index`, which is below the last count `reloadData()` got.
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow
}
