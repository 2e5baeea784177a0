import Foundation
import TestSupport
import Testing

@testable import ArchDiffReport

/// The links of the repository's documents lead somewhere.
@Suite("Document links")
struct DocumentLinkTests {
    /// The package root.
    private static let packageRoot = Repository.root.path

    /// README.md and every Markdown file under docs/, relative to the package root.
    private static func documents() throws -> [String] {
        let docs = try #require(FileManager.default.subpaths(atPath: packageRoot + "/docs"))
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The targets of the links and images of `markdown`, outside code spans and fenced blocks.
    static func targets(in markdown: String) -> [String] {
        var inFence = false
        var targets: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence else { continue }
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            targets += prose.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
        }
        return targets
    }

    /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(of heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    /// The anchors of the headings of `markdown`, outside fenced blocks.
    static func anchors(in markdown: String) -> Set<String> {
        var inFence = false
        var anchors: Set<String> = []
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            anchors.insert(anchor(of: line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        return anchors
    }

    @Test("every relative link in README.md and docs/**/*.md leads to a file, and its anchor to a heading")
    func relativeLinksResolve() throws {
        var broken: [String] = []
        for document in try Self.documents() {
            let text = try String(contentsOfFile: Self.packageRoot + "/" + document, encoding: .utf8)
            let folder = URL(fileURLWithPath: Self.packageRoot + "/" + document).deletingLastPathComponent()
            for target in Self.targets(in: text) where !target.contains("://") && !target.hasPrefix("mailto:")
            {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let file =
                    path.isEmpty
                    ? URL(fileURLWithPath: Self.packageRoot + "/" + document)
                    : folder.appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    broken.append("\(document): \(target)")
                    continue
                }
                if parts.count == 2, file.pathExtension == "md" {
                    let linked = try String(contentsOf: file, encoding: .utf8)
                    if !Self.anchors(in: linked).contains(String(parts[1])) {
                        broken.append("\(document): \(target) (no such heading)")
                    }
                }
            }
        }
        #expect(broken == [])
    }

    @Test("a pattern's note quoted in docs/COMPARISON.md has its links rewritten to resolve from docs/")
    func noteLinksAreRebased() {
        #expect(
            PatternNotes.rebasingLinks(
                "See [MVC](mvc.md), [the figures](../METRICS.md#coupling) and [web](https://a.b).")
                == "See [MVC](architectures/mvc.md), [the figures](METRICS.md#coupling) and [web](https://a.b)."
        )
    }
}
