import Foundation
import Testing

@testable import ArchDiffCommands
@testable import ArchDiffSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `archdiff metrics` leaves out of a folder, and says so: binary or irregular `.swift` files, and
/// folders on other file systems.
@Suite("Skipped input")
struct SkippedInputTests {
    @Test(
        "a .swift file that is not UTF-8 text, or no regular file, is left out and named; none is read forever"
    )
    func notText() async throws {
        let folder = try TemporaryFolder(files: [
            "Views/A.swift": "let a = 1\n", "Views/Ünïcode.swift": "let ü = 1\n",
        ])
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).write(
            to: URL(fileURLWithPath: folder.path + "/Views/Logo.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]).write(
            to: URL(fileURLWithPath: folder.path + "/Latin1.swift"))
        try Data("let a = 1\0\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/Nul.swift"))
        mkfifo(folder.path + "/Pipe.swift", 0o644)
        symlink("/dev/zero", folder.path + "/Zero.swift")
        symlink("Views/A.swift", folder.path + "/Linked.swift")

        let errors = TextBuffer()
        let output = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: output, standardError: errors)
        #expect(await ArchDiffCommand.run(["metrics", "--format", "json", "."], context: context) == 0)
        #expect(
            errors.text == """
                archdiff: note: skipping './Latin1.swift': not UTF-8 text (it holds a NUL byte or invalid bytes)
                archdiff: note: skipping './Nul.swift': not UTF-8 text (it holds a NUL byte or invalid bytes)
                archdiff: note: skipping './Pipe.swift': not a regular file
                archdiff: note: skipping './Views/Logo.swift': not UTF-8 text (it holds a NUL byte or invalid bytes)
                archdiff: note: skipping './Zero.swift': not a regular file

                """)
        let column = try FolderScanner.columns(at: ["."], relativeTo: folder.path)[0]
        #expect(column.files.map(\.relativePath) == ["Linked.swift", "Views/A.swift", "Views/Ünïcode.swift"])
    }

    #if os(Linux)
        @Test("a folder on another file system is not entered (/dev/pts, /dev/shm under /dev) and is named")
        func otherFileSystems() throws {
            var device = stat()
            stat("/dev", &device)
            let mounts = try String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)
                .split(separator: "\n").map { String($0.split(separator: " ")[4]) }
            let expected = Set(
                mounts.filter { mount in
                    var parent = stat()
                    let folder = (mount as NSString).deletingLastPathComponent
                    return mount.hasPrefix("/dev/") && !mount.contains("/.") && stat(folder, &parent) == 0
                        && parent.st_dev == device.st_dev
                })
            let scan = try FolderScanner.scan("/dev", shownAs: "/dev")
            let skipped = Set(scan.skipped.filter { $0.reason == .otherFileSystem }.map(\.path))
            #expect(skipped == expected)
            let slashed = try FolderScanner.scan("/dev/", shownAs: "/dev/").skipped
            #expect(Set(slashed.filter { $0.reason == .otherFileSystem }.map(\.path)) == expected)
            #expect(
                SkippedEntry(path: "/proc", reason: .otherFileSystem).note
                    == "not entering '/proc': it is on another file system")
        }
    #endif
}
