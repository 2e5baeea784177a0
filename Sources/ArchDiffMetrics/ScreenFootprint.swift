/// What one screen takes in one column: the files named after it and the types they declare.
package struct ScreenFootprint: Equatable, Sendable {
    /// The screen's name, such as `Home`.
    package var name: String
    /// Its files, relative to the column folder, in path order.
    package var files: [String]
    /// The layers of those files, in layer order.
    package var layers: [String]
    /// Classes, structs, enums, protocols and actors declared in those files, nested ones included.
    package var types: Int

    /// A screen's files, layers and types.
    package init(name: String, files: [String], layers: [String], types: Int) {
        self.name = name
        self.files = files
        self.layers = layers
        self.types = types
    }
}
