/// A folder compared as one column: its name and its Swift files.
public struct ColumnSource: Equatable, Sendable {
    /// The column heading, normally the folder's name.
    public var name: String
    /// The folder as it was given.
    public var path: String
    /// The Swift files, sorted by relative path.
    public var files: [SourceFile]
    /// What the scan left out: `.swift` files that are not text or not regular files, and folders on
    /// other file systems.
    public var skipped: [SkippedEntry]

    /// A column of `files` shown as `name`.
    public init(name: String, path: String, files: [SourceFile], skipped: [SkippedEntry] = []) {
        self.name = name
        self.path = path
        self.files = files
        self.skipped = skipped
    }

    /// The layer names: ``SourceFile/rootLayer`` first when present, then the others by name.
    public var layers: [String] {
        Set(files.map(\.layer)).sorted(by: Self.layerOrder)
    }

    /// Orders layer names with ``SourceFile/rootLayer`` first and the rest alphabetically.
    public static func layerOrder(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == SourceFile.rootLayer || rhs == SourceFile.rootLayer {
            return lhs == SourceFile.rootLayer && rhs != SourceFile.rootLayer
        }
        return lhs < rhs
    }
}
