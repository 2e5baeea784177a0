import Foundation

/// The behaviours of docs/BEHAVIORS.md: every table row whose first cell is an ID such as `B03`, in
/// the order of the file.
package struct BehaviourCatalogue: Equatable, Sendable {
    /// Where the catalogue lives, relative to the package root.
    package static let path = "docs/BEHAVIORS.md"

    /// The behaviours, in catalogue order.
    package var behaviours: [Behaviour]

    /// A catalogue of `behaviours`.
    package init(behaviours: [Behaviour]) {
        self.behaviours = behaviours
    }

    /// The entries of a catalogue written in Markdown; the section is the closest `##` heading above.
    package init(markdown: String) {
        var behaviours: [Behaviour] = []
        var section = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                section = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                continue
            }
            guard trimmed.hasPrefix("|") else { continue }
            let cells = Self.cells(ofRow: trimmed)
            guard cells.count >= 2, Self.isID(cells[0]) else { continue }
            behaviours.append(Behaviour(id: cells[0], text: cells[1], section: section))
        }
        self.behaviours = behaviours
    }

    /// The catalogue at ``path`` under `packageRoot`, or `nil` when there is no such file.
    package static func load(packageRoot: String) -> BehaviourCatalogue? {
        guard let data = FileManager.default.contents(atPath: packageRoot + "/" + path) else { return nil }
        return BehaviourCatalogue(markdown: String(decoding: data, as: UTF8.self))
    }

    /// The behaviour with `id`.
    package func behaviour(_ id: String) -> Behaviour? {
        behaviours.first { $0.id == id }
    }

    /// The behaviour IDs named in a test's name, once each, in order of appearance.
    ///
    /// An ID is `B` and at least two digits, not preceded by an upper-case letter or a digit and not
    /// followed by a digit, so `"B03 rejects"`, `"B02 B34 ..."` and `testB03Rejects` all name IDs.
    package static func ids(in name: String) -> [String] {
        let characters = Array(name)
        var ids: [String] = []
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == "B" else { continue }
            if index > 0 {
                let previous = characters[index - 1]
                if previous.isNumber || previous.isUppercase { continue }
            }
            var end = index + 1
            while end < characters.count && characters[end].isASCII && characters[end].isNumber {
                end += 1
            }
            guard end - index >= 3 else { continue }
            let id = String(characters[index..<end])
            if !ids.contains(id) {
                ids.append(id)
            }
            index = end - 1
        }
        return ids
    }

    private static func isID(_ cell: String) -> Bool {
        ids(in: cell) == [cell]
    }

    /// The cells of a table row, trimmed; `\|` is a bar inside a cell.
    private static func cells(ofRow row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character?
        for character in row.drop(while: { $0 == " " }).dropFirst() {
            if character == "|" && previous == "\\" {
                current.removeLast()
                current.append(character)
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }
}
