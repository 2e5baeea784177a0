/// The rows of a table as a view reads them: each row is formatted from its item when it is read, so
/// a change to a list of 10,000 items formats only the rows the list view asks for.
///
/// It is a value, like an array: rows read later show the items as they were when the rows were made.
package struct TableRows<Item: Identifiable>: RandomAccessCollection {
    /// The items the rows show, top to bottom.
    let items: [Item]
    private let format: (Item) -> RowViewModel

    init(_ items: [Item], format: @escaping (Item) -> RowViewModel) {
        self.items = items
        self.format = format
    }

    package var startIndex: Int { items.startIndex }

    package var endIndex: Int { items.endIndex }

    /// The row at `position`, formatted now from its item.
    package subscript(position: Int) -> RowViewModel {
        format(items[position])
    }
}

/// The texts of one row, formatted for display: the main text and an optional detail at the right
/// edge, such as a list's progress `1/3`.
package struct RowViewModel: Equatable {
    package var text: String
    package var detail = ""
}
