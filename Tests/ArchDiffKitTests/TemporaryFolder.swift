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

    deinit {
        try? FileManager.default.removeItem(atPath: path)
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
