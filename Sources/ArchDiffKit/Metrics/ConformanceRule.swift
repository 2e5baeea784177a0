/// Decides which names in an inheritance clause are protocol conformances.
///
/// Swift's syntax does not say whether a class's first inherited name is a superclass or a protocol,
/// so the rule is: in a `class`, the first name is a conformance only when it is known as a protocol
/// (declared as a protocol in the analysed code, a common standard-library protocol, or a name ending
/// in `Protocol`, `Delegate` or `DataSource`) and not declared as a class; every later name is a
/// conformance. In an `enum`, a first name that is a raw-value type (`Int`, `String`, ...) is not a
/// conformance. `struct`, `actor` and `extension` clauses list only conformances. A protocol's own
/// clause is protocol inheritance and counts nothing. `AnyObject` and suppressed `~Copyable` never count.
public struct ConformanceRule: Sendable {
    public var declaredProtocols: Set<String>
    public var declaredClasses: Set<String>

    /// A rule that knows the protocols and classes among `declarations`.
    public init(declarations: [TypeDeclaration]) {
        declaredProtocols = Set(declarations.filter { $0.kind == .protocol }.map { Self.simpleName($0.name) })
        declaredClasses = Set(declarations.filter { $0.kind == .class }.map { Self.simpleName($0.name) })
    }

    /// The protocols `declaration` conforms to in its own inheritance clause.
    public func conformances(of declaration: TypeDeclaration) -> [String] {
        var names = declaration.inheritedNames.filter { $0 != "AnyObject" }
        guard let first = names.first else { return [] }
        switch declaration.kind {
        case .protocol:
            return []
        case .class:
            if !isProtocol(first) { names.removeFirst() }
        case .enum:
            if Self.rawValueTypes.contains(first) { names.removeFirst() }
        case .struct, .actor, .extension:
            break
        }
        return names
    }

    private func isProtocol(_ name: String) -> Bool {
        if declaredClasses.contains(name) { return false }
        return declaredProtocols.contains(name) || Self.knownProtocols.contains(name)
            || Self.protocolSuffixes.contains { name.hasSuffix($0) }
    }

    private static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private static let protocolSuffixes = ["Protocol", "Delegate", "DataSource"]

    private static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
        "Character", "Double", "Float", "Float16", "Float80", "CGFloat", "Bool",
    ]

    private static let knownProtocols: Set<String> = [
        "Actor", "AsyncIteratorProtocol", "AsyncSequence", "BidirectionalCollection", "BinaryInteger",
        "CaseIterable", "Codable", "Collection", "Comparable", "CustomDebugStringConvertible",
        "CustomReflectable", "CustomStringConvertible", "Decodable", "Encodable", "Equatable", "Error",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral", "FixedWidthInteger", "GlobalActor",
        "Hashable", "Identifiable", "IteratorProtocol", "LocalizedError", "MutableCollection", "NSCoding",
        "NSCopying", "NSSecureCoding", "Numeric", "ObservableObject", "OptionSet", "RandomAccessCollection",
        "RangeReplaceableCollection", "RawRepresentable", "Sendable", "Sequence", "SetAlgebra", "Strideable",
        "TextOutputStream", "TextOutputStreamable",
    ]
}
