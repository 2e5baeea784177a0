/// A folder compared as one column: its name and its Swift files.
package struct ColumnSource: Equatable, Sendable {
    /// The column heading, normally the folder's name.
    package var name: String
    /// The folder as it was given.
    package var path: String
    /// The Swift files, sorted by relative path.
    package var files: [SourceFile]
    /// What the scan left out: `.swift` files that are not text or not regular files, and folders on
    /// other file systems.
    package var skipped: [SkippedEntry]

    /// A column of `files` shown as `name`.
    package init(name: String, path: String, files: [SourceFile], skipped: [SkippedEntry] = []) {
        self.name = name
        self.path = path
        self.files = files
        self.skipped = skipped
    }

    /// The layer names: ``SourceFile/rootLayer`` first when present, then the others by name.
    package var layers: [String] {
        Set(files.map(\.layer)).sorted(by: Self.layerOrder)
    }

    /// Orders layer names with ``SourceFile/rootLayer`` first and the rest alphabetically.
    package static func layerOrder(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == SourceFile.rootLayer || rhs == SourceFile.rootLayer {
            return lhs == SourceFile.rootLayer && rhs != SourceFile.rootLayer
        }
        return lhs < rhs
    }
}
