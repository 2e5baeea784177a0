import ArchDiffCommands
import ArchDiffReport
import Foundation
import TestSupport
import Testing

/// What `archdiff` printed on both streams, and how it ended.
private struct Printed {
    var code: Int32
    var output: String
    var errors: String
}

private func archdiff(_ arguments: [String], in directory: String, colour: Bool = false) async -> Printed {
    let output = TextBuffer()
    let errors = TextBuffer()
    let context = CommandContext(
        currentDirectory: directory, outputIsTerminal: colour, standardOutput: output, standardError: errors)
    let code = await ArchDiffCommand.run(arguments, context: context)
    return Printed(code: code, output: output.text, errors: errors.text)
}

/// `text` without the escape sequences `TerminalStyle` writes (scalar by scalar, so a combining mark after
/// one does not hide it), and without the spaces they kept at the ends of lines (an empty bar is styled
/// spaces).
private func withoutStyle(_ text: String) -> String {
    let sequences = ["1", "2", "36", "33", "32", "0"].map { Array("\u{1B}[\($0)m".unicodeScalars) }
    var scalars = Array(text.unicodeScalars)[...]
    var plain = String.UnicodeScalarView()
    while let scalar = scalars.first {
        if let sequence = sequences.first(where: { scalars.starts(with: $0) }) {
            scalars = scalars.dropFirst(sequence.count)
        } else {
            plain.append(scalar)
            scalars = scalars.dropFirst()
        }
    }
    return String(plain).split(separator: "\n", omittingEmptySubsequences: false).map { line in
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }.joined(separator: "\n")
}

/// Every string `archdiff` reads from outside (folder and file names, test names, commit trailers, command
/// lines) reaches the terminal with its control characters made visible, in every format; JSON escapes
/// them by its own rules.
@Suite("Terminal injection in archdiff")
struct TerminalInjectionTests {
    private static let notInNames: Set<Unicode.Scalar> = ["/", "\u{0}"]
    private static let notInLines: Set<Unicode.Scalar> = ["\u{0}", "\n", "\r", "\"", "\\"]

    @Test("a folder named with ESC[2J and a file named with a title escape are printed visibly")
    func folderAndFileNames() async throws {
        let folder = try TemporaryFolder(files: [
            "evil\u{1B}[2J/Views/F\u{1B}]0;pwned\u{7}.swift": "struct A {\n    func f() async {}\n}\n"
        ])
        let table = await archdiff(["metrics", "evil\u{1B}[2J"], in: folder.path)
        #expect(table.code == 0)
        #expect(table.output.hasPrefix("archdiff metrics: evil␛[2J\n"))
        #expect(table.output.contains("Views/F␛]0;pwned␇.swift:2"))
        #expect(HostileText.rawControls(in: table.output) == [])
        let json = await archdiff(["metrics", "-f", "json", "evil\u{1B}[2J"], in: folder.path)
        #expect(json.output.contains(#""name": "evil\u001b[2J""#))
        #expect(json.output.contains(#""file": "Views/F\u001b]0;pwned\u0007.swift""#))
        let csv = await archdiff(["metrics", "-f", "csv", "evil\u{1B}[2J"], in: folder.path)
        #expect(csv.output.split(separator: "\n")[1].hasPrefix("evil␛[2J,(all),"))
        let missing = await archdiff(["metrics", "no\u{1B}[2J"], in: folder.path)
        #expect(missing.errors == "archdiff: error: folder 'no␛[2J' does not exist\n")
    }

    @Test("each format escapes by its own rules: JSON as \\u, CSV and Markdown visibly, XML visibly too")
    func formatsEscapeByTheirRules() async throws {
        let name = "a,\u{7F}\u{9B}\u{202E}|\nb"
        let folder = try TemporaryFolder(files: ["\(name)/V.swift": "struct V {}\n"])
        let json = await archdiff(["metrics", "-f", "json", name], in: folder.path).output
        #expect(json.contains(#""name": "a,\u007f\u009b\u202e|\nb""#))
        let csv = await archdiff(["metrics", "-f", "csv", name], in: folder.path).output
        #expect(csv.split(separator: "\n")[1].hasPrefix("\"a,␡��|␊b\",(all),"))
        let markdown = await archdiff(["metrics", "-f", "markdown", name], in: folder.path).output
        #expect(markdown.contains("| Metric | a,␡��\\|␊b |"))
        #expect(markdown.contains("## a,␡��\\|␊b\n"))
        #expect(XMLText.escaped("<b>\u{1B}[2J\u{9B}\n</b>") == "&lt;b&gt;␛[2J�\n&lt;/b&gt;")
        for text in [json, csv, markdown] {
            #expect(HostileText.rawControls(in: text) == [])
        }
    }

    @Test("commit trailers holding ESC]0;pwned BEL and ESC[2J are printed visibly by changes")
    func commitTrailers() async throws {
        let fixture = try GitFixture()
        try fixture.commit("Initial", writing: ["Architectures/MVC/Views/V.swift": "struct V {}\n"])
        try fixture.commit(
            "feature \u{1B}]0;pwned\u{7} added\n\nChange: feat\u{1B}[2J\nArchitecture: MVC\u{1B}]0;pwned\u{7}\n",
            writing: ["Architectures/MVC/Views/W.swift": "struct W {}\n"])
        let changes = await archdiff(["changes"], in: fixture.path)
        #expect(changes.code == 0)
        #expect(changes.output.hasPrefix("archdiff changes: feat␛[2J\n"))
        #expect(changes.output.contains("names architecture 'MVC␛]0;pwned␇'"))
        #expect(HostileText.rawControls(in: changes.output + changes.errors) == [])
    }

    @Test("with colour, the only escape sequences printed are the style's own, around visible text")
    func colourKeepsOnlyItsOwnSequences() async throws {
        let folder = try TemporaryFolder(files: ["a\u{1B}[1mb\u{1B}[0m/V.swift": "struct V {}\n"])
        let coloured = await archdiff(["metrics", "a\u{1B}[1mb\u{1B}[0m"], in: folder.path, colour: true)
        #expect(coloured.output.hasPrefix("\u{1B}[1marchdiff metrics: a␛[1mb␛[0m\u{1B}[0m\n"))
        let plain = await archdiff(["metrics", "a\u{1B}[1mb\u{1B}[0m"], in: folder.path)
        #expect(withoutStyle(coloured.output) == withoutStyle(plain.output))
    }

    @Test("random control bytes in folder, file and test names, trailers and arguments never print raw")
    func randomAttacks() async throws {
        let fuzzing = Fuzzing(defaultIterations: 6)
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            let name = { (excluded: Set<Unicode.Scalar>) in
                HostileText.random(using: &generator, maximumPieces: 4, excluding: excluded)
            }
            let architecture = name(Self.notInNames.union(Self.notInLines))
            let layer = name(Self.notInNames)
            let fixture = try GitFixture()
            try fixture.commit(
                "Initial",
                writing: [
                    "Architectures/\(architecture)/\(layer)/\(name(Self.notInNames)).swift":
                        "struct V {\n    func f(_ a: Bool) -> Int {\n        a ? 1 : 0\n    }\n}\n",
                    "Tests/\(architecture)Tests/\(name(Self.notInNames)).swift":
                        "import Testing\n\n@Test(\"B01 \(name(Self.notInLines))\") func t() async {}\n",
                ])
            try fixture.commit(
                "\(name(["\u{0}"]))\n\nChange: \(name(Self.notInLines))\nArchitecture: \(architecture)\n",
                writing: [
                    "Architectures/\(architecture)/\(layer)/W.swift": "struct W {}\n",
                    "Sources/\(name(Self.notInNames))/S.swift": "struct S {}\n",
                ])
            var runs: [[String]] = [
                ["metrics", "Architectures/\(architecture)", "/nonexistent/\(name(["\u{0}"]))"],
                ["metrics", "--\(name(["\u{0}"]))"], [name(["\u{0}"])],
            ]
            for format in ["table", "markdown", "json", "csv"] {
                runs += [["metrics", "-f", format], ["tests", "-f", format], ["changes", "-f", format]]
            }
            for arguments in runs {
                let plain = await archdiff(arguments, in: fixture.path)
                let coloured = await archdiff(arguments, in: fixture.path, colour: true)
                let raw = HostileText.rawControls(in: plain.output + plain.errors + coloured.errors)
                guard raw.isEmpty else {
                    Issue.record(
                        "iteration \(iteration), \(fuzzing): \(arguments.debugDescription) printed \(raw)")
                    return
                }
                guard withoutStyle(coloured.output) == withoutStyle(plain.output) else {
                    Issue.record(
                        "iteration \(iteration), \(fuzzing): \(arguments.debugDescription) in colour differs")
                    return
                }
            }
        }
    }
}
