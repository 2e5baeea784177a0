/// A folder compared as one column: its name and its Swift files.
public struct ColumnSource: Equatable, Sendable {
    /// The column heading, normally the folder's name.
    public var name: String
    /// The folder as it was given.
    public var path: String
    /// The Swift files, sorted by relative path.
    public var files: [SourceFile]

    public init(name: String, path: String, files: [SourceFile]) {
        self.name = name
        self.path = path
        self.files = files
    }

    /// The layer names in order of first file.
    public var layers: [String] {
        var seen: Set<String> = []
        return files.compactMap { seen.insert($0.layer).inserted ? $0.layer : nil }
    }
}
