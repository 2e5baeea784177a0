/// The columns found under `Architectures/`, and the subfolders left out for having no Swift files.
package struct ColumnScan: Equatable, Sendable {
    /// The columns, by folder name.
    package var columns: [ColumnSource]
    /// The subfolders without Swift files, as `Architectures/<name>`.
    package var skippedFolders: [String]

    /// The result of scanning `Architectures/`.
    package init(columns: [ColumnSource], skippedFolders: [String]) {
        self.columns = columns
        self.skippedFolders = skippedFolders
    }
}
