import ArchDiffProcesses
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scratch folders: made fresh and marked, and the only folders archdiff ever removes.
@Suite("Scratch folders")
struct ScratchFolderTests {
    @Test("a scratch folder is made fresh (0700) with a marker naming this process, and removed whole")
    func madeAndRemoved() throws {
        let parent = try TemporaryFolder()
        let folder = try ScratchFolder.create(in: parent.path, prefix: "archdiff-test")
        #expect(folder.path.hasPrefix(parent.path + "/archdiff-test-"))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect(attributes[.posixPermissions] as? Int == 0o700)
        let marker = try String(contentsOfFile: folder.file(ScratchFolder.markerName), encoding: .utf8)
        #expect(marker == "archdiff scratch folder\nprocess \(getpid())\n")
        try FileManager.default.createDirectory(
            atPath: folder.file("a/b/c"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("a/b/c/file")))
        try folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        try folder.remove()
    }

    @Test("only marked folders whose process ended are removed: not unmarked ones, links or one in use")
    func onlyLeftovers() throws {
        let parent = try TemporaryFolder(files: [
            "archdiff-test-mine/notes.txt": "mine", "elsewhere/archdiff-test-x/notes.txt": "mine",
        ])
        let inUse = try ScratchFolder.create(in: parent.path, prefix: "archdiff-test")
        let leftPath = try Self.leftover(in: parent.path, prefix: "archdiff-test")
        let otherPrefix = try Self.leftover(in: parent.path, prefix: "other")
        let linkedPath = try Self.leftover(in: parent.path + "/elsewhere", prefix: "archdiff-test")
        symlink(linkedPath, parent.path + "/archdiff-test-link")

        let removed = ScratchFolder.removeLeftovers(in: parent.path, prefix: "archdiff-test")
        #expect(removed == [ScratchFolder.Leftover(path: leftPath, processIdentifier: getpid())])
        #expect(!FileManager.default.fileExists(atPath: leftPath))
        #expect(FileManager.default.fileExists(atPath: inUse.path + "/" + ScratchFolder.markerName))
        #expect(FileManager.default.fileExists(atPath: parent.path + "/archdiff-test-mine/notes.txt"))
        #expect(FileManager.default.fileExists(atPath: linkedPath + "/" + ScratchFolder.markerName))
        #expect(FileManager.default.fileExists(atPath: parent.path + "/elsewhere/archdiff-test-x/notes.txt"))
        #expect(FileManager.default.fileExists(atPath: otherPrefix))
    }

    @Test("a folder that a killed process left is found by its marker and removed, with its process named")
    func killedProcess() throws {
        let parent = try TemporaryFolder(files: [
            "archdiff-test-abc123/\(ScratchFolder.markerName)": "archdiff scratch folder\nprocess 4242\n",
            "archdiff-test-abc123/seed.sqlite3": "data",
        ])
        let removed = ScratchFolder.removeLeftovers(in: parent.path, prefix: "archdiff-test")
        #expect(removed == [.init(path: parent.path + "/archdiff-test-abc123", processIdentifier: 4242)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
    }

    @Test("reuse takes over the newest folder an ended process left, with its contents; one in use is not")
    func reuse() throws {
        let parent = try TemporaryFolder()
        let inUse = try ScratchFolder.create(in: parent.path, prefix: "copy")
        let olderPath = try Self.leftover(in: parent.path, prefix: "copy")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)],
            ofItemAtPath: olderPath + "/" + ScratchFolder.markerName)
        let newerPath = try Self.leftover(in: parent.path, prefix: "copy")
        try Data("kept".utf8).write(to: URL(fileURLWithPath: newerPath + "/build"))

        let reused = try ScratchFolder.reuse(in: parent.path, prefix: "copy")
        #expect(reused.path == newerPath)
        #expect(FileManager.default.contents(atPath: reused.file("build")) == Data("kept".utf8))
        #expect(ScratchFolder.removeLeftovers(in: parent.path, prefix: "copy").map(\.path) == [olderPath])
        #expect(FileManager.default.fileExists(atPath: inUse.path))
        #expect(FileManager.default.fileExists(atPath: reused.path))
        let again = try ScratchFolder.reuse(in: parent.path, prefix: "copy")
        #expect(![inUse.path, reused.path].contains(again.path), "a folder in use is never shared")
    }

    @Test("a worker uses only a folder that a running archdiff holds")
    func inUse() throws {
        let parent = try TemporaryFolder(files: ["plain/file": "mine"])
        let folder = try ScratchFolder.create(in: parent.path, prefix: "bench")
        let used = try ScratchFolder.inUse(at: folder.path)
        try used.remove()
        #expect(FileManager.default.fileExists(atPath: folder.path), "a user of the folder never removes it")
        #expect(throws: ScratchFolderError.notInUse(parent.path + "/plain")) {
            try ScratchFolder.inUse(at: parent.path + "/plain")
        }
        let ended = try Self.leftover(in: parent.path, prefix: "bench")
        #expect(throws: ScratchFolderError.notInUse(ended)) { try ScratchFolder.inUse(at: ended) }
    }

    @Test("removing a random tree never follows a link out of it nor touches what lies outside")
    func randomTrees() throws {
        let fuzzing = Fuzzing(defaultIterations: 40)
        print("scratch folder trees: \(fuzzing)")
        var generator = fuzzing.makeGenerator()
        for iteration in 0..<fuzzing.iterations {
            let outside = try TemporaryFolder(files: ["file": "outside", "folder/inner": "outside"])
            let before = Self.snapshot(outside.path)
            let parent = try TemporaryFolder()
            let folder = try ScratchFolder.create(in: parent.path, prefix: "tree")
            var folders = [folder.path]
            for index in 0..<Int.random(in: 1...30, using: &generator) {
                let place = folders.randomElement(using: &generator)! + "/e\(index)"
                switch Int.random(in: 0..<8, using: &generator) {
                case 0:
                    mkdir(place, 0o755)
                    folders.append(place)
                case 1: symlink(outside.path + "/file", place)
                case 2: symlink(outside.path + "/folder", place)
                case 3: symlink(outside.path, place)
                case 4: link(outside.path + "/file", place)
                case 5: mkfifo(place, 0o644)
                case 6: symlink("missing", place)
                default: try Data("inside".utf8).write(to: URL(fileURLWithPath: place))
                }
            }
            let context = "iteration \(iteration), \(fuzzing)"
            #expect(throws: Never.self, "\(context)") { try folder.remove() }
            #expect(!FileManager.default.fileExists(atPath: folder.path), "\(context)")
            #expect(Self.snapshot(outside.path) == before, "\(context)")
        }
    }

    /// The path of a scratch folder in `parent` as a process killed outright leaves it: marked with this
    /// process's ID, its marker locked by nobody.
    private static func leftover(in parent: String, prefix: String) throws -> String {
        // Written by hand rather than made and released: no file descriptor of this process, nor one a
        // child process spawned meanwhile by a test running in parallel inherited, can hold its lock.
        var template = Array("\(parent)/\(prefix)-XXXXXX".utf8CString)
        let path = String(cString: try #require(mkdtemp(&template)))
        try "archdiff scratch folder\nprocess \(getpid())\n".write(
            toFile: path + "/" + ScratchFolder.markerName, atomically: false, encoding: .utf8)
        return path
    }

    /// Every entry below `path` with its contents, by relative path.
    private static func snapshot(_ path: String) -> [String: Data] {
        var entries: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: path) ?? [] {
            entries[relative] = FileManager.default.contents(atPath: path + "/" + relative) ?? Data()
        }
        return entries
    }
}
