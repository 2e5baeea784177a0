/// The columns found under `Architectures/`, and the subfolders left out for having no Swift files.
public struct ColumnScan: Equatable, Sendable {
    public var columns: [ColumnSource]
    public var skippedFolders: [String]

    public init(columns: [ColumnSource], skippedFolders: [String]) {
        self.columns = columns
        self.skippedFolders = skippedFolders
    }
}
