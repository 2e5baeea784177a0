import Foundation

/// The paragraph per pattern on what its structure means for the figures. It lives in the pattern's own
/// notes, `docs/architectures/<name>.md`, under ``heading``, so a new architecture brings its note with
/// its folder and its doc; a pattern without that section gets none.
enum PatternNotes {
    /// The folder of the patterns' notes, relative to the package root.
    static let folder = "docs/architectures"
    /// The heading of the section whose text is the note.
    static let heading = "## Reading its figures"

    /// The notes of the architectures named `names` found under `packageRoot`, by name.
    static func notes(forArchitectures names: [String], packageRoot: String) -> [String: String] {
        var notes: [String: String] = [:]
        for name in names {
            let path = packageRoot + "/" + folder + "/" + name.lowercased() + ".md"
            guard let data = FileManager.default.contents(atPath: path),
                let note = note(inDocument: String(decoding: data, as: UTF8.self))
            else { continue }
            notes[name] = note
        }
        return notes
    }

    /// The text of the ``heading`` section in `markdown`, each paragraph joined into one line; nil when
    /// the section is missing or empty.
    static func note(inDocument markdown: String) -> String? {
        let lines = markdown.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == heading })
        else { return nil }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
        let paragraphs = section.split(whereSeparator: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
            .map { $0.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        return paragraphs.isEmpty ? nil : rebasingLinks(paragraphs.joined(separator: "\n\n"))
    }

    /// The folder of the notes relative to `docs/`, where the report that quotes them lives.
    static let folderFromReport = "architectures/"

    /// `text` with its relative links, written from ``folder``, rewritten to resolve from `docs/`:
    /// `mvc.md` becomes `architectures/mvc.md`, `../METRICS.md` becomes `METRICS.md`.
    static func rebasingLinks(_ text: String) -> String {
        text.replacing(/\]\(([^)\s]+)\)/) { match in
            let target = String(match.output.1)
            guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("/") else {
                return "](\(target))"
            }
            let parent = "../"
            return target.hasPrefix(parent)
                ? "](\(target.dropFirst(parent.count)))" : "](\(folderFromReport + target))"
        }
    }
}
