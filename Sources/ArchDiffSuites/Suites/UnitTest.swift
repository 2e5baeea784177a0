/// One unit test of a suite: a Swift Testing `@Test` function or an XCTest `test...` method.
package struct UnitTest: Equatable, Sendable {
    /// The function's name, qualified by its enclosing type: `HomeControllerTests.showsLists()`.
    package var name: String
    /// The display name given to `@Test("...")`, if any.
    package var displayName: String?
    /// The testing library.
    package var framework: TestFramework
    /// The file, relative to the suite folder.
    package var file: String
    /// The line of `@Test`, or of `func` for an XCTest method.
    package var line: Int
    /// The line of the closing brace of the body.
    package var endLine: Int
    /// Whether `@Test` was given `arguments:`.
    package var isParameterized: Bool
    /// How many cases run: 1 for a plain test, the number of arguments of a parameterized one, `nil`
    /// when the arguments are not literals that can be counted.
    package var cases: Int?
    /// Assertion sites inside the test function.
    package var assertions: AssertionCounts
    /// The production layer the test exercises, `nil` when it names no production type.
    package var layer: String?
    /// What the layer was decided from.
    package var layerEvidence: LayerEvidence
    /// Whether it builds the architecture's root type, other production types, or none.
    package var reach: TestReach

    /// A test found at `file`:`line`, not yet attributed to a layer.
    package init(
        name: String, displayName: String?, framework: TestFramework, file: String, line: Int, endLine: Int,
        isParameterized: Bool = false, cases: Int? = 1, assertions: AssertionCounts = AssertionCounts(),
        layer: String? = nil, layerEvidence: LayerEvidence = .none, reach: TestReach = .none
    ) {
        self.name = name
        self.displayName = displayName
        self.framework = framework
        self.file = file
        self.line = line
        self.endLine = endLine
        self.isParameterized = isParameterized
        self.cases = cases
        self.assertions = assertions
        self.layer = layer
        self.layerEvidence = layerEvidence
        self.reach = reach
    }

    /// The name people read: the display name, else the function name.
    package var title: String { displayName ?? name }

    /// The behaviour IDs the test names (see ``BehaviourCatalogue/ids(in:)``).
    package var behaviourIDs: [String] {
        BehaviourCatalogue.ids(in: displayName ?? name.split(separator: ".").last.map(String.init) ?? name)
    }
}
