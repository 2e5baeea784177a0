/// Decides which types of a test suite are test doubles.
///
/// A class, struct, enum or actor declared in the suite is a double when its name ends with `Mock`,
/// `Spy`, `Stub`, `Fake` or `Dummy`, or starts with one of them followed by an upper-case letter
/// (`MockView`), or when its inheritance clause names a protocol declared in the architecture's
/// production code. Protocols and extensions never are.
public struct TestDoubleRule: Sendable {
    /// The words that make a name a double's, checked as suffix and as prefix.
    public static let words = ["Mock", "Spy", "Stub", "Fake", "Dummy"]

    /// The protocols declared in the architecture's production code.
    public var architectureProtocols: Set<String>

    /// A rule for a suite of an architecture that declares `architectureProtocols`.
    public init(architectureProtocols: Set<String>) {
        self.architectureProtocols = architectureProtocols
    }

    /// The double `declaration` is, or `nil` when it is none.
    public func double(_ declaration: TypeDeclaration) -> TestDouble? {
        guard declaration.kind.declaresType, declaration.kind != .protocol else { return nil }
        let simpleName = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
        let conformances = declaration.inheritedNames.filter { architectureProtocols.contains($0) }
        let word = Self.words.first { word in
            simpleName.hasSuffix(word) || Self.startsWith(word, simpleName)
        }
        guard word != nil || !conformances.isEmpty else { return nil }
        return TestDouble(
            name: declaration.name, kind: word?.lowercased() ?? "double", file: declaration.file,
            line: declaration.line, conformsTo: conformances)
    }

    private static func startsWith(_ word: String, _ name: String) -> Bool {
        guard name.hasPrefix(word), let next = name.dropFirst(word.count).first else { return false }
        return next.isUppercase
    }
}
