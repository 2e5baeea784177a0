/// Hears about a list view's selection, like UITableViewDelegate.
@MainActor
public protocol ListViewDelegate: AnyObject {
    /// The user moved the selection to `index` with a key; `selectRow(at:)` does not call this.
    func listView(_ listView: ListView, didSelectRowAt index: Int)
}
