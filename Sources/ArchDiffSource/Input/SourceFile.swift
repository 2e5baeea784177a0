/// A Swift file inside a column folder, and the layer it belongs to.
package struct SourceFile: Equatable, Sendable {
    /// The layer: the top-level subfolder holding the file, or ``SourceFile/rootLayer``.
    package var layer: String
    /// The path relative to the column folder.
    package var relativePath: String
    /// The path to read the file from.
    package var path: String

    /// The layer of files that sit directly in the column folder.
    package static let rootLayer = "(root)"

    /// A file at `path`, shown as `relativePath` in `layer`.
    package init(layer: String, relativePath: String, path: String) {
        self.layer = layer
        self.relativePath = relativePath
        self.path = path
    }
}
