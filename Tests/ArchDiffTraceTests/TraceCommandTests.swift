import ArchDiffCommands
import ArchDiffSupport
import Foundation
import TestSupport
import Testing

@testable import ArchDiffTrace

@MainActor
@Suite("archdiff trace command line")
struct TraceCommandTests {
    @Test("--show takes one of the actions; anything else is a usage error")
    func arguments() throws {
        _ = try TraceCommand(arguments: [])
        _ = try TraceCommand(arguments: ["--check"])
        _ = try TraceCommand(arguments: ["--show", "toggle-task"])
        #expect(
            throws: UsageError.invalidValue("nothing", option: "--show", allowed: UserAction.all.map(\.id))
        ) {
            try TraceCommand(arguments: ["--show", "nothing"])
        }
        #expect(throws: UsageError.missingValue(option: "--show")) { try TraceCommand(arguments: ["--show"]) }
        #expect(throws: UsageError.unknownOption("--bogus")) { try TraceCommand(arguments: ["--bogus"]) }
    }

    @Test("outside the package root it refuses, as archdiff changes does, and writes nothing")
    func outsideThePackage() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder, standardOutput: TextBuffer(), standardError: errors)
        for arguments in [[], ["--check"]] {
            let code = await ArchDiffCommand.run(
                ["trace"] + arguments, context: context, adding: [TraceCommand.self])
            #expect(code == 1)
        }
        #expect(
            errors.text.hasPrefix(
                "archdiff: error: '\(folder)' is not the package root (it has no Package.swift and Architectures "
                    + "folder); run 'archdiff trace' from the package root, where it writes docs/traces\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test("pages are written in place through links; a leftover is removed only when it is a regular file")
    func writesInPlace() async throws {
        let root = try Self.temporaryFolder()
        let outside = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let traces = root + "/" + TracePages.folder
        try FileManager.default.createDirectory(atPath: traces, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: outside + "/index.md"))
        chmod(outside + "/index.md", 0o600)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: outside + "/other.md"))
        symlink(outside + "/index.md", traces + "/README.md")
        symlink(outside + "/other.md", traces + "/linked.md")
        symlink(outside, traces + "/folder-link")
        try Data("stale".utf8).write(to: URL(fileURLWithPath: traces + "/stale.md"))

        let output = TextBuffer()
        try TraceOutput(pages: try await TracePagesTests.pages.value, root: URL(fileURLWithPath: root)).write(
            to: output)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: traces + "/README.md") == outside
                + "/index.md")
        let index = try String(contentsOfFile: outside + "/index.md", encoding: .utf8)
        #expect(index.hasPrefix("# "), "the link's target holds the index")
        let mode = try FileManager.default.attributesOfItem(atPath: outside + "/index.md")[.posixPermissions]
        #expect(mode as? Int == 0o600)
        #expect(!FileManager.default.fileExists(atPath: traces + "/stale.md"))
        #expect(try String(contentsOfFile: outside + "/other.md", encoding: .utf8) == "mine")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: traces + "/linked.md")) != nil)
        #expect(output.text.contains("removed docs/traces/stale.md\n"))
        #expect(!output.text.contains("linked.md"))
    }

    private static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }
}
