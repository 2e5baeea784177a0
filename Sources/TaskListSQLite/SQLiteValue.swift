/// A value bound to a parameter of a prepared statement.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null

    /// `text` as text, or NULL when there is none.
    static func text(orNull text: String?) -> SQLiteValue {
        text.map(SQLiteValue.text) ?? .null
    }
}
