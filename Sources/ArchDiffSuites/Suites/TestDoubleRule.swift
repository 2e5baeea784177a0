import ArchDiffSource

/// Decides which types of a test suite are test doubles, by how the suite uses them.
///
/// A class, struct, enum or actor declared in the suite is a double when it is the main type of a file
/// in a folder named `Doubles` (at any depth of the suite), the type its file is named after
/// (`Doubles/Recorder.swift` declares `Recorder`), or when its inheritance clause names a protocol the
/// architecture's production code depends on: one the architecture declares, or one a shared module
/// declares and the architecture's code names (`Navigator`, `TaskListService`). Protocols and extensions
/// never are. The name only gives the kind: `spy`, `stub`, `fake`, `mock` or `dummy` when it ends with
/// that word or starts with it followed by an upper-case letter, else `double`.
package struct TestDoubleRule: Sendable {
    /// The words that name a double's kind, checked as suffix and as prefix.
    package static let words = ["Mock", "Spy", "Stub", "Fake", "Dummy"]
    /// The folder name that makes every type in it a double.
    package static let folder = "Doubles"

    /// The protocols the architecture's production code depends on.
    package var protocols: Set<String>

    /// A rule for a suite of an architecture that depends on `protocols`.
    package init(protocols: Set<String>) {
        self.protocols = protocols
    }

    /// The double `declaration` is, or `nil` when it is none.
    package func double(_ declaration: TypeDeclaration) -> TestDouble? {
        guard declaration.kind.declaresType, declaration.kind != .protocol else { return nil }
        let conformances = declaration.inheritedNames.filter { protocols.contains($0) }
        let path = declaration.file.split(separator: "/")
        let isInFolder =
            path.dropLast().contains { $0 == Self.folder } && path.last == "\(declaration.name).swift"
        guard isInFolder || !conformances.isEmpty else { return nil }
        let simpleName = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
        let word = Self.words.first { word in
            simpleName.hasSuffix(word) || Self.startsWith(word, simpleName)
        }
        return TestDouble(
            name: declaration.name, kind: word?.lowercased() ?? "double", file: declaration.file,
            line: declaration.line, conformsTo: conformances)
    }

    private static func startsWith(_ word: String, _ name: String) -> Bool {
        guard name.hasPrefix(word), let next = name.dropFirst(word.count).first else { return false }
        return next.isUppercase
    }
}
