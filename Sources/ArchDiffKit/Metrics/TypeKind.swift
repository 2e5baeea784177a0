/// The kinds of type declaration the metrics count.
public enum TypeKind: String, CaseIterable, Sendable {
    case `class`
    case `struct`
    case `enum`
    case `protocol`
    case `actor`
    case `extension`

    /// Whether the declaration introduces a new type (everything but an extension).
    public var declaresType: Bool { self != .extension }
}
