/// Finds the screens (features) of the compared columns from their file names, so that the ceremony a
/// pattern needs can be counted per screen.
///
/// A file is known by its *base name*: the file name without `.swift` and without anything from the
/// first `+` (`PassiveView+ScaffoldView.swift` is `PassiveView`). A name `S` is a screen of a column when
/// files of at least two of its layers have base names that start with `S` followed by an upper-case
/// letter or nothing (`HomeController` in Controllers and `HomeView` in Views make `Home` a screen). The
/// screens of a comparison are the names every column has, since the columns implement the same app;
/// of two such names where the longer covers the same files in every column only the longer is kept
/// (`ListEditor`, not `List`).
package enum ScreenRule {
    /// The screens all `columns` share, sorted; each column is its files' paths paired with their layers.
    package static func screens(of columns: [[(layer: String, path: String)]]) -> [String] {
        let coverage = columns.map(candidates(in:))
        guard var shared = coverage.first.map({ Set($0.keys) }) else { return [] }
        for column in coverage.dropFirst() {
            shared.formIntersection(column.keys)
        }
        return shared.filter { candidate in
            !shared.contains { other in
                other.count > candidate.count && other.hasPrefix(candidate)
                    && coverage.allSatisfy { $0[other] == $0[candidate] }
            }
        }.sorted()
    }

    /// The names that start the base names of files in two or more layers of a column, each with the
    /// indices of the files it starts.
    private static func candidates(in files: [(layer: String, path: String)]) -> [String: Set<Int>] {
        let names = files.map { (layer: $0.layer, name: baseName(of: $0.path)) }
        var candidates: Set<String> = []
        for file in names {
            let characters = Array(file.name)
            for index in characters.indices.dropFirst() where characters[index].isUppercase {
                candidates.insert(String(characters[..<index]))
            }
        }
        var covered: [String: Set<Int>] = [:]
        for candidate in candidates {
            let matching = names.indices.filter { starts(names[$0].name, with: candidate) }
            if Set(matching.map { names[$0].layer }).count >= 2 {
                covered[candidate] = Set(matching)
            }
        }
        return covered
    }

    /// The screen among `screens` that the file at `path` belongs to: the longest that starts its base
    /// name.
    package static func screen(ofPath path: String, among screens: [String]) -> String? {
        let name = baseName(of: path)
        return screens.filter { starts(name, with: $0) }.max { $0.count < $1.count }
    }

    /// The file name of `path` without `.swift` and without anything from the first `+`.
    static func baseName(of path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".swift") { name = name.dropLast(6) }
        if let plus = name.firstIndex(of: "+") { name = name[..<plus] }
        return String(name)
    }

    /// Whether `name` is `prefix` or starts with it followed by an upper-case letter.
    private static func starts(_ name: String, with prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        guard let next = name.dropFirst(prefix.count).first else { return true }
        return next.isUppercase
    }
}
