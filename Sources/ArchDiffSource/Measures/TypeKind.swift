/// The kinds of type declaration the metrics count.
package enum TypeKind: String, CaseIterable, Sendable {
    case `class`
    case `struct`
    case `enum`
    case `protocol`
    case `actor`
    case `extension`

    /// Whether the declaration introduces a new type (everything but an extension).
    package var declaresType: Bool { self != .extension }
}
