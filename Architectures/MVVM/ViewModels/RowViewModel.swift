/// The texts of one row, formatted for display: the main text and an optional detail at the right
/// edge, such as a list's progress `1/3`.
struct RowViewModel: Equatable {
    var text: String
    var detail = ""
}
