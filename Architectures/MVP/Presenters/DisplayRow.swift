/// One row as a presenter formatted it: the text, and a detail for the right edge (empty for none).
struct DisplayRow: Equatable {
    var text: String
    var detail = ""
}
