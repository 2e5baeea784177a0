import Foundation
import Testing

@testable import AppHost

@Suite("Database location")
struct DatabaseLocationTests {
    @Test("B35 the default database lives under XDG_DATA_HOME")
    func xdgDataHome() {
        let path = DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        #expect(path == "/data/swift-architectures/tasks.sqlite3")
    }

    @Test("B35 without XDG_DATA_HOME, or with a relative one, it lives under ~/.local/share")
    func homeFallback() {
        let expected = "/home/ada/.local/share/swift-architectures/tasks.sqlite3"
        #expect(DatabaseLocation.defaultPath(environment: ["HOME": "/home/ada"]) == expected)
        #expect(
            DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/ada"])
                == expected)
    }

    @Test("without HOME or XDG_DATA_HOME there is no default")
    func noHome() {
        #expect(DatabaseLocation.defaultPath(environment: [:]) == nil)
    }

    @Test("the folder is created owner-only, parents included")
    func createsFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try DatabaseLocation.createFolder(for: root + "/a/b/tasks.sqlite3")
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/a/b")
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }
}
