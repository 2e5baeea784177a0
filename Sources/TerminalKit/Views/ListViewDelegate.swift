/// Hears about a list view's selection, like UITableViewDelegate.
public protocol ListViewDelegate: AnyObject {
    /// The selection moved to `index`, by a key or by `selectRow(at:)`.
    func listView(_ listView: ListView, didSelectRowAt index: Int)
}
