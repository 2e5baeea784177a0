/// Rows of identified items that can tell the row of an item by its ID; `TaskRows` does it without
/// reading any task, where searching the items would read them all.
public protocol IdentifiedRows<Element>: RandomAccessCollection where Element: Identifiable, Index == Int {
    /// No rows.
    init()
    /// The first row holding the item with `id`, or nil when none does.
    func firstIndex(ofID id: Element.ID) -> Int?
}

extension Array: IdentifiedRows where Element: Identifiable {
    public func firstIndex(ofID id: Element.ID) -> Int? {
        firstIndex { $0.id == id }
    }
}
