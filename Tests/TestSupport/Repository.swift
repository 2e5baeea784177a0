import Foundation

/// The repository's folders, found from this file's place in it, for tests that read sources and docs.
public enum Repository {
    /// The folder holding Package.swift.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A folder or file inside the repository, such as `Architectures/MVP/Presenters`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
