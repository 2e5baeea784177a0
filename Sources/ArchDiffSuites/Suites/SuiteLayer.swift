/// One production layer of an architecture, seen from its test suite.
package struct SuiteLayer: Sendable {
    /// The layer's folder name, or ``SourceFile/rootLayer``.
    package var name: String
    /// Code lines of the layer's production files.
    package var productionCodeLines: Int
    /// Tests attributed to the layer.
    package var tests: Int
    /// Of those, tests that reach the layer only through the composition root.
    package var testsThroughRoot: Int

    /// A layer and the tests attributed to it.
    package init(name: String, productionCodeLines: Int, tests: Int = 0, testsThroughRoot: Int = 0) {
        self.name = name
        self.productionCodeLines = productionCodeLines
        self.tests = tests
        self.testsThroughRoot = testsThroughRoot
    }
}
