import ArchDiffCommands
import ArchDiffReport
import Foundation

/// The files `archdiff trace` owns under a package root: the pages, which it writes whole, and the
/// architecture notes, of which it rewrites only the trace blocks.
struct TraceOutput {
    let pages: TracePages
    let root: URL

    /// Every file as it should be, with its path relative to the root; notes only where they have a
    /// trace block.
    func expectedFiles() throws -> [(path: String, contents: String)] {
        var files = pages.files()
        let notes = root.appendingPathComponent(TracePages.notesFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: notes.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".md") {
            let path = "\(TracePages.notesFolder)/\(name)"
            let note = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let filled = pages.filling(note, architecture: String(name.dropLast(".md".count)))
            if note.contains("<!-- trace: ") {
                files.append((path, filled))
            }
        }
        return files
    }

    /// The files that differ from what they should be, are missing, or are left over in the pages'
    /// folder.
    func staleFiles() throws -> [String] {
        let expected = try expectedFiles()
        var stale = expected.filter { read($0.path) != $0.contents }.map(\.path)
        stale += leftovers(keeping: Set(expected.map(\.path)))
        return stale.sorted()
    }

    /// Writes the files that changed, removes leftovers, and says what it did.
    func write(to output: any TextSink) throws {
        let expected = try expectedFiles()
        var unchanged = 0
        for file in expected {
            guard read(file.path) != file.contents else {
                unchanged += 1
                continue
            }
            try OutputFiles.writeGenerated(file.contents, to: file.path, under: root.path)
            output.write("wrote \(file.path)\n")
        }
        for path in leftovers(keeping: Set(expected.map(\.path))) {
            try OutputFiles.removeGenerated(path, under: root.path)
            output.write("removed \(path)\n")
        }
        output.write("\(unchanged) files already up to date\n")
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Regular files under the pages' folder that no page, diagram or index is written to; links and
    /// what they point to are never among them.
    private func leftovers(keeping kept: Set<String>) -> [String] {
        OutputFiles.regularFiles(under: root.appendingPathComponent(TracePages.folder).path)
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".svg") }
            .map { "\(TracePages.folder)/\($0)" }
            .filter { !kept.contains($0) }
            .sorted()
    }
}
