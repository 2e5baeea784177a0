/// A Swift file inside a column folder, and the layer it belongs to.
public struct SourceFile: Equatable, Sendable {
    /// The layer: the top-level subfolder holding the file, or ``SourceFile/rootLayer``.
    public var layer: String
    /// The path relative to the column folder.
    public var relativePath: String
    /// The path to read the file from.
    public var path: String

    /// The layer of files that sit directly in the column folder.
    public static let rootLayer = "(root)"

    /// A file at `path`, shown as `relativePath` in `layer`.
    public init(layer: String, relativePath: String, path: String) {
        self.layer = layer
        self.relativePath = relativePath
        self.path = path
    }
}
