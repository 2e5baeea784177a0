import ArchDiffMetrics
import ArchDiffSource
import Testing

@Suite("Folder scanning")
struct FolderScannerTests {
    @Test("each subfolder of Architectures is a column, and each of its subfolders a layer")
    func architectureColumns() throws {
        let folder = try Fixtures.folder()
        let scan = try FolderScanner.architectureColumns(in: folder.path)
        #expect(scan.columns.map(\.name) == ["MVC", "MVP"])
        #expect(scan.columns[0].layers == ["(root)", "Controllers", "Models"])
        #expect(scan.columns[0].path == "Architectures/MVC")
    }

    @Test("files directly in a column are the (root) layer; deeper folders belong to their top-level layer")
    func layers() throws {
        let folder = try TemporaryFolder(files: [
            "Main.swift": "",
            "Views/Cells/Row.swift": "",
            "Views/List.swift": "",
            "Notes.txt": "",
            ".hidden/Secret.swift": "",
        ])
        let column = try FolderScanner.columns(at: [folder.path], relativeTo: "/")[0]
        #expect(
            column.files.map(\.relativePath) == ["Main.swift", "Views/Cells/Row.swift", "Views/List.swift"])
        #expect(column.files.map(\.layer) == ["(root)", "Views", "Views"])
    }

    @Test("layers list (root) first, then the others by name, whatever the file names")
    func layerOrder() throws {
        let folder = try TemporaryFolder(files: ["Zoo.swift": "", "Views/V.swift": "", "Models/M.swift": ""])
        let column = try FolderScanner.columns(at: [folder.path], relativeTo: "/")[0]
        #expect(column.layers == ["(root)", "Models", "Views"])
        let report = MetricsAnalyzer.report(
            for: [column],
            measuredFiles: [column.files.map { SourceAnalyzer.analyze("", path: $0.relativePath) }])
        #expect(report.columns[0].layers.map(\.name) == ["(root)", "Models", "Views"])
    }

    @Test("relative folders resolve against the current directory and are named after the folder")
    func relativeFolders() throws {
        let folder = try Fixtures.folder()
        let columns = try FolderScanner.columns(
            at: ["Architectures/MVP", "Architectures/MVC/"], relativeTo: folder.path)
        #expect(columns.map(\.name) == ["MVP", "MVC"])
    }

    @Test("a subfolder of Architectures without Swift files is skipped and reported")
    func skipsEmptyArchitecture() throws {
        let folder = try Fixtures.folder()
        try folder.makeFolder("Architectures/MVVM/Views")
        let scan = try FolderScanner.architectureColumns(in: folder.path)
        #expect(scan.columns.map(\.name) == ["MVC", "MVP"])
        #expect(scan.skippedFolders == ["Architectures/MVVM"])
    }

    @Test("a missing folder, a file and a folder without Swift files are input errors")
    func inputErrors() throws {
        let folder = try TemporaryFolder(files: ["README.md": "", "Empty/Notes.txt": ""])
        #expect(throws: InputError.folderNotFound("Missing")) {
            try FolderScanner.columns(at: ["Missing"], relativeTo: folder.path)
        }
        #expect(throws: InputError.notAFolder("README.md")) {
            try FolderScanner.columns(at: ["README.md"], relativeTo: folder.path)
        }
        #expect(throws: InputError.noSwiftFiles("Empty")) {
            try FolderScanner.columns(at: ["Empty"], relativeTo: folder.path)
        }
        #expect(throws: InputError.noArchitecturesFolder(folder.path)) {
            try FolderScanner.architectureColumns(in: folder.path)
        }
    }
}
