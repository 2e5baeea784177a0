/// The columns found under `Architectures/`, and the subfolders left out for having no Swift files.
public struct ColumnScan: Equatable, Sendable {
    /// The columns, by folder name.
    public var columns: [ColumnSource]
    /// The subfolders without Swift files, as `Architectures/<name>`.
    public var skippedFolders: [String]

    /// The result of scanning `Architectures/`.
    public init(columns: [ColumnSource], skippedFolders: [String]) {
        self.columns = columns
        self.skippedFolders = skippedFolders
    }
}
