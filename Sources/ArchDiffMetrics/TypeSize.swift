import ArchDiffSource

/// How big one type is once its extensions are counted: the lines of its declaration plus those of
/// every extension of it (or of a type nested in it) among the measured files, and how many files
/// they are spread over.
package struct TypeSize: Equatable, Sendable {
    /// The declaration of the type.
    package var declaration: TypeDeclaration
    /// The lines of the declaration and of its extensions.
    package var lines: Int
    /// The extensions counted.
    package var extensions: Int
    /// The distinct files holding the declaration or one of its extensions.
    package var files: Int

    /// The size of `declaration` with `extensions`, which must extend it or a type nested in it.
    package init(declaration: TypeDeclaration, extensions: [TypeDeclaration]) {
        self.declaration = declaration
        lines = extensions.reduce(declaration.lines) { $0 + $1.lines }
        self.extensions = extensions.count
        files = Set([declaration.file] + extensions.map(\.file)).count
    }

    /// The type's name, qualified by enclosing types.
    package var name: String { declaration.name }

    /// The sizes of every class, struct, enum, protocol and actor declared in `declarations`, counting
    /// the extensions among them; in declaration order.
    package static func sizes(of declarations: [TypeDeclaration]) -> [TypeSize] {
        var extensions: [String: [TypeDeclaration]] = [:]
        for declaration in declarations where declaration.kind == .extension {
            var name = Substring(declaration.name)
            while true {
                extensions[String(name), default: []].append(declaration)
                guard let dot = name.lastIndex(of: ".") else { break }
                name = name[..<dot]
            }
        }
        return declarations.filter(\.kind.declaresType).map {
            TypeSize(declaration: $0, extensions: extensions[$0.name] ?? [])
        }
    }
}
