/// The texts of one row, formatted for display: the main text and an optional detail at the right
/// edge, such as a list's progress `1/3`.
package struct Row: Equatable {
    /// The row's main text.
    package var text: String
    /// Text right-aligned at the row's end; empty for none.
    package var detail = ""
}
