import TaskListDomain

/// The rows of a table as a view reads them: each row is formatted from its item when it is read, so
/// a change to a list of 10,000 items formats only the rows the list view asks for.
///
/// It is a value, like its items: rows read later show the items as the items collection then gives them.
package struct TableRows<Items: IdentifiedRows>: RandomAccessCollection {
    /// The items the rows show, top to bottom.
    let items: Items
    private let format: (Items.Element) -> RowViewModel

    init(_ items: Items, format: @escaping (Items.Element) -> RowViewModel) {
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
