/// The formats `archdiff metrics`, `archdiff tests`, `archdiff changes` and `archdiff bench` can print.
package enum OutputFormat: String, CaseIterable, Sendable {
    case table
    case markdown
    case json
    case csv
}
