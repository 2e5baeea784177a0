@testable import MVVMViewModels

/// Formats the rows of a test table and records the item of every row it formatted, so a test sees
/// which rows were read.
@MainActor
final class RowFormatterSpy {
    /// An item of a test table; its ID is also its row's text.
    struct Item: Identifiable {
        let id: String
    }

    /// The IDs of the items whose rows were formatted, in the order they were; a test may clear it.
    var formattedIDs: [String] = []

    /// Items with these IDs, in this order.
    nonisolated static func items(_ ids: [String]) -> [Item] {
        ids.map(Item.init)
    }

    /// Items "0", "1", ... up to `count - 1`.
    nonisolated static func items(count: Int) -> [Item] {
        items((0..<count).map(String.init))
    }

    /// A table view model without rows whose rows this spy formats.
    func makeTable() -> TableViewModel<[Item]> {
        TableViewModel(emptyText: "none") { [self] item in
            formattedIDs.append(item.id)
            return RowViewModel(text: item.id)
        }
    }
}
