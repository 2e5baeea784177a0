import Foundation

/// A commit without trailers declared in `docs/changes.tsv` as part of a change: which change, and
/// whose (one architecture, the shared layers, or each architecture by the paths it touched).
package struct DeclaredChange: Equatable, Sendable {
    /// Whose change a declared commit is.
    package enum Owner: Equatable, Sendable {
        /// One architecture, as an `Architecture:` trailer names it.
        case architecture(String)
        /// The shared layers, as a commit with `Change:` and no `Architecture:`.
        case shared
        /// Each architecture its files under `Architectures/<Name>/` and `Tests/<Name>Tests/`, the rest
        /// the shared layers.
        case byPath
    }

    /// The configuration file, relative to the package root.
    package static let path = "docs/changes.tsv"

    /// The commit's hash or an unambiguous prefix of it.
    package var commit: String
    /// The change, as a `Change:` trailer names it.
    package var change: String
    /// Whose change it is.
    package var owner: Owner

    /// A commit declared part of `change`, owned by `owner`.
    package init(commit: String, change: String, owner: Owner) {
        self.commit = commit
        self.change = change
        self.owner = owner
    }

    /// Reads the lines of a `docs/changes.tsv`: `commit<TAB>change<TAB>architecture|shared|by path`;
    /// blank lines and lines starting with `#` are skipped. Throws the number of a line it cannot read.
    package static func parse(_ text: String) throws(DeclarationError) -> [DeclaredChange] {
        var declared: [DeclaredChange] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count == 3, fields[0].count >= 7, fields[0].allSatisfy(\.isHexDigit),
                !fields[1].isEmpty, !fields[2].isEmpty
            else {
                throw DeclarationError(line: index + 1, text: String(line))
            }
            let owner: Owner =
                switch fields[2] {
                case "shared": .shared
                case "by path": .byPath
                default: .architecture(fields[2])
                }
            declared.append(DeclaredChange(commit: fields[0].lowercased(), change: fields[1], owner: owner))
        }
        return declared
    }

    /// A line of `docs/changes.tsv` that is not `commit<TAB>change<TAB>owner`.
    package struct DeclarationError: Error, Equatable {
        /// The line's number, from 1.
        package var line: Int
        /// The line.
        package var text: String

        /// Line `line`, which reads `text`.
        package init(line: Int, text: String) {
            self.line = line
            self.text = text
        }
    }
}
