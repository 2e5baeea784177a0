/// The testing library a unit test is written with.
package enum TestFramework: String, CaseIterable, Sendable {
    /// A function marked `@Test` (`import Testing`).
    case swiftTesting = "Swift Testing"
    /// A `test...` method of an `XCTestCase` subclass.
    case xcTest = "XCTest"
}
