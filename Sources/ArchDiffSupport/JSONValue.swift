/// A JSON document built in memory and written with keys in the order they were given.
package enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// The document as pretty-printed JSON text with two-space indentation.
    package func serialized() -> String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.document()
    }
}
