import Foundation

/// A folder under the system's temporary directory, filled with files for one test and removed after.
final class TemporaryFolder {
    let path: String

    /// Creates the folder with `files`, keyed by path relative to it.
    init(files: [String: String] = [:]) throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("archdiff-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relativePath, contents) in files {
            try write(contents, to: relativePath)
        }
    }

    /// Removes the folder, and the lock files SwiftPM leaves in the temporary directory for a build
    /// inside it (named after the build's path, each `/` made `_`).
    deinit {
        try? FileManager.default.removeItem(atPath: path)
        let temporary = FileManager.default.temporaryDirectory.path
        let prefix = path.replacingOccurrences(of: "/", with: "_")
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        where entry.hasPrefix(prefix + "_") && entry.hasSuffix(".lock") {
            try? FileManager.default.removeItem(atPath: temporary + "/" + entry)
        }
    }

    func write(_ contents: String, to relativePath: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }
}
