/// Why a unit test was attributed to a production layer (see ``LayerAttributor``).
package enum LayerEvidence: String, Sendable {
    /// The test function names types of the layer.
    case test
    /// The test function names only the composition root; the layer is the one the root hands over to.
    case compositionRoot = "composition root"
    /// The test function names no production type, but its file names types of the layer.
    case file
    /// Neither the test nor its file names a production type.
    case none
}
