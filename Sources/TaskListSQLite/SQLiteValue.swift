/// A value bound to a parameter of a prepared statement.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
}
