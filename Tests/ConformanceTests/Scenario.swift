import Foundation

/// A key-script file under Scenarios/, named after the behaviours it shows (`B07-add-list.keys`).
/// It replays as it is with `--replay`; lines starting with `#!` are directives for this suite
/// (the replay reads them as comments): `restart`, `latency`, `fail-writes`, `fail-reads`, `other-process ...`,
/// `bytes ...`, `write`, `fifo`, `mode`, `run`, `exec`, `terminal`; `ScenarioRunner` describes each.
struct Scenario: CustomStringConvertible, Sendable {
    /// One line that does something: a key-script action or a directive, with its line number.
    struct Line: Sendable {
        var number: Int
        var text: String
    }

    let name: String
    let lines: [Line]

    /// The behaviour IDs the scenario shows, from its file name.
    var behaviourIDs: [String] {
        name.split(separator: "-").prefix { $0.first == "B" && $0.dropFirst().allSatisfy(\.isNumber) }.map(
            String.init)
    }

    var description: String { name }

    /// The folder that holds the scenario files, next to this source file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Scenarios")

    /// Every scenario, in file-name order.
    static func all() -> [Scenario] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".keys") }.sorted().map { file in
            let source = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return Scenario(name: String(file.dropLast(".keys".count)), source: source)
        }
    }

    init(name: String, source: String) {
        self.name = name
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            index,
            text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let isComment = trimmed.hasPrefix("#") && !trimmed.hasPrefix("#!")
            return trimmed.isEmpty || isComment ? nil : Line(number: index + 1, text: String(text))
        }
    }
}
