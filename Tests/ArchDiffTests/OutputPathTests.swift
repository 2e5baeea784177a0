import ArchDiffCommands
import ArchDiffReport
import ArchDiffSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files archdiff writes: each as the shell's `>` writes it; folders made only for generated files.
@Suite("Output paths")
struct OutputPathTests {
    private func report(_ arguments: [String], in folder: TemporaryFolder) async -> (Int32, String, String) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: output, standardError: errors)
        let code = await ArchDiffCommand.run(["report"] + arguments, context: context)
        return (code, output.text, errors.text)
    }

    private func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    @Test("report --html keeps a 0600 file's mode and follows a link; --markdown writes its charts beside it")
    func writtenInPlace() async throws {
        let folder = try SuiteFixture.folder()
        try folder.write("old", to: "private.html")
        chmod(folder.path + "/private.html", 0o600)
        symlink("private.html", folder.path + "/link.html")
        try folder.makeFolder("site")
        let (code, output, _) = await report(["--html", "link.html", "--markdown", "site/r.md"], in: folder)
        #expect(code == 0)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.html")
                == "private.html")
        #expect(mode(folder.path + "/private.html") == 0o600)
        let html = try String(contentsOfFile: folder.path + "/private.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(output.contains("wrote link.html\nwrote site/r.md\nwrote site/r-charts/"))
        #expect(
            FileManager.default.fileExists(atPath: folder.path + "/site/r-charts/code-lines-by-layer.svg"))
    }

    @Test("report --html into a missing folder stops with exit 1, names the folder and does not make it")
    func missingFolder() async throws {
        let folder = try SuiteFixture.folder()
        let (code, _, errors) = await report(["--html", "nowhere/x.html"], in: folder)
        #expect(code == 1)
        #expect(
            errors.hasSuffix(
                "archdiff: error: cannot write 'nowhere/x.html': folder 'nowhere' does not exist "
                    + "(it is not created)\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/nowhere"))
        let (absolute, _, message) = await report(["--html", folder.path + "/gone/x.html"], in: folder)
        #expect(absolute == 1)
        #expect(message.contains("folder '\(folder.path)/gone' does not exist"))
    }

    @Test("report --html to a FIFO that no program reads stops at once with exit 1; the FIFO stays")
    func fifoWithoutReader() async throws {
        let folder = try SuiteFixture.folder()
        mkfifo(folder.path + "/page.html", 0o644)
        let (code, _, errors) = await report(["--html", "page.html"], in: folder)
        #expect(code == 1)
        #expect(
            errors.contains("cannot write 'page.html': it is a FIFO (named pipe) that no program is reading"))
        var status = stat()
        #expect(lstat(folder.path + "/page.html", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a chart the report no longer draws is removed only as a regular file: a link and its target stay")
    func staleCharts() async throws {
        let folder = try SuiteFixture.folder()
        try folder.write("<svg/>", to: "mine/drawing.svg")
        try folder.write("<svg/>", to: "docs/charts/old.svg")
        try folder.makeFolder("docs/charts/kept.svg")
        symlink(folder.path + "/mine/drawing.svg", folder.path + "/docs/charts/linked.svg")
        symlink(folder.path + "/mine", folder.path + "/docs/charts/mine")
        let (code, _, _) = await report([], in: folder)
        #expect(code == 0)
        let charts = folder.path + "/docs/charts/"
        #expect(!FileManager.default.fileExists(atPath: charts + "old.svg"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: charts + "linked.svg")) != nil)
        #expect(FileManager.default.fileExists(atPath: charts + "kept.svg"))
        #expect(
            FileManager.default.contents(atPath: folder.path + "/mine/drawing.svg") == Data("<svg/>".utf8))
    }

    @Test("a generated file's missing folders are made below its root, never the root; links are not listed")
    func generated() throws {
        let folder = try TemporaryFolder()
        try OutputFiles.writeGenerated("x", to: "docs/deep/file.md", under: folder.path)
        #expect(FileManager.default.contents(atPath: folder.path + "/docs/deep/file.md") == Data("x".utf8))
        #expect(throws: WriteError.self) {
            try OutputFiles.writeGenerated("x", to: "file.md", under: folder.path + "/missing")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
        symlink(folder.path + "/docs", folder.path + "/link")
        symlink(folder.path + "/docs/deep/file.md", folder.path + "/file-link.md")
        #expect(OutputFiles.regularFiles(under: folder.path) == ["docs/deep/file.md"])
    }
}
