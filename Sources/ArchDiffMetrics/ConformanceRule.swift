import ArchDiffSource

/// Decides which names in an inheritance clause are protocol conformances, telling a class's
/// superclass and an enum's raw type apart as docs/METRICS.md describes.
package struct ConformanceRule: Sendable {
    /// Names declared as protocols in the analysed code.
    package var declaredProtocols: Set<String>
    /// Names declared as classes in the analysed code.
    package var declaredClasses: Set<String>

    /// A rule that knows the protocols and classes among `declarations`.
    package init(declarations: [TypeDeclaration]) {
        declaredProtocols = Set(declarations.filter { $0.kind == .protocol }.map { Self.simpleName($0.name) })
        declaredClasses = Set(declarations.filter { $0.kind == .class }.map { Self.simpleName($0.name) })
    }

    /// The protocols `declaration` conforms to in its own inheritance clause.
    ///
    /// A class's first name is a conformance only when known as a protocol (declared as one, a common
    /// standard-library protocol, or named `...Protocol`, `...Delegate`, `...DataSource`) and not
    /// declared as a class. An enum's first name is not one when it is a raw-value type. A protocol's
    /// clause is inheritance and yields nothing; `AnyObject` and `~Copyable` never count.
    package func conformances(of declaration: TypeDeclaration) -> [String] {
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
