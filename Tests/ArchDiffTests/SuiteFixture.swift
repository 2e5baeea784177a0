import ArchDiffSuites

/// A small package with two architectures, a unit suite for one of them written to exercise every rule
/// of `archdiff tests`, shared test helpers, a shared module with its suite, a conformance suite and a
/// behaviour catalogue.
enum SuiteFixture {
    static let files: [String: String] = [
        "Architectures/Shop/ShopArchitecture.swift": """
        struct ShopArchitecture {
            func start() -> CartController {
                let controller: CartController = CartController(view: CartView())
                return controller
            }
        }
        """,
        "Architectures/Shop/Controllers/CartController.swift": """
        import CartKit

        protocol CartDisplaying: AnyObject {
            func show(_ items: [String])
        }

        final class CartController {
            let view: CartDisplaying
            var items: [String] = []
            var clock: Clock?

            init(view: CartDisplaying) {
                self.view = view
            }

            func add(_ item: String) {
                items.append(item)
                view.show(items)
            }
        }
        """,
        "Architectures/Shop/Views/CartView.swift": """
        final class CartView: CartDisplaying {
            var shown: [String] = []

            func show(_ items: [String]) {
                shown = items
            }
        }
        """,
        "Architectures/Other/Thing.swift": """
        struct Thing {}
        """,
        "Tests/ShopTests/CartControllerTests.swift": """
        import Testing

        @testable import Shop

        /// Records what the controller shows.
        final class CartViewSpy: CartDisplaying {
            var shown: [[String]] = []
            func show(_ items: [String]) { shown.append(items) }
        }

        struct Recorder: CartDisplaying {
            func show(_ items: [String]) {}
        }

        protocol FakeDisplaying {}
        enum MockData {}
        struct Mockingbird {}
        enum Size: CaseIterable { case small, large }

        @Suite("Cart controller")
        struct CartControllerTests {
            @Test("B01 B02 adds an item and shows it")
            func addsItem() throws {
                let view = CartViewSpy()
                let controller = CartController(view: view)
                controller.add("apple")
                #expect(view.shown == [["apple"]])
                let first = try #require(view.shown.first)
                #expect(first.count == 1)
            }

            @Test("B02 counts each item", arguments: ["a", "b", "c"])
            func counts(item: String) {
                #expect(!item.isEmpty)
            }

            @Test(arguments: 1...4, ["x", "y",])
            func combinations(number: Int, letter: String) {
                #expect(number > 0)
            }

            @Test(.disabled("later"), arguments: zip([1, 2, 3], ["a", "b"]))
            func pairs(number: Int, letter: String) {}

            @Test("B99 uses every size", arguments: Size.allCases)
            func sizes(size: Size) {
                #expect(size == size)
            }

            @MainActor @Test func stringsAndCommentsDoNotCount() {
                // #expect(false), @Test and XCTAssert(false) in a comment
                let text = "#expect(1 == 2) @Test XCTAssert(false)"
                #expect(text.count > 0)
            }

            private func check(_ value: Int) {
                if value < 0 { Issue.record("negative") }
            }
        }
        """,
        "Tests/ShopTests/CartViewTests.swift": """
        import XCTest

        @testable import Shop

        class ShopTestCase: XCTestCase {}

        final class CartViewTests: ShopTestCase {
            func testB03ShowsItems() throws {
                let view = CartView()
                view.show(["pear"])
                XCTAssertEqual(view.shown, ["pear"])
                XCTAssertTrue(view.shown.count == 1)
                let value = try XCTUnwrap(view.shown.first)
                if value.isEmpty { XCTFail("no item") }
            }

            func testAppStarts() {
                let controller = ShopArchitecture().start()
                XCTAssertNotNil(controller)
            }

            func testWithArgument(_ value: Int) {}
            func helper() {}
        }

        final class NotATestCase {
            func testNothing() {}
        }
        """,
        "Tests/ShopTests/Support/Standalone.swift": """
        import Testing
        import TestSupport

        @Test("B04 needs no production type") func standalone() {
            #expect(Fixtures.count == 0)
        }

        struct Calendar: Unrelated {}
        """,
        "Tests/ShopTests/Doubles/Journal.swift": """
        import CartKit

        /// Keeps what it is told.
        final class Journal {
            var entries: [String] = []
        }

        struct Entry {}

        struct FixedClock: Clock {
            func now() -> Int { 0 }
        }
        """,
        "Sources/CartKit/Clock.swift": """
        public protocol Clock {
            func now() -> Int
        }

        public protocol Unrelated {}
        """,
        "Tests/CartKitTests/ClockTests.swift": """
        import Testing
        import XCTest

        @Test("B05 ticks once a second") func ticks() {}
        @Test("B01 starts at zero") func starts() {}

        final class ClockCase: XCTestCase {
            func testB03Ticks() {}
        }
        """,
        "Tests/ConformanceTests/ConformanceTests.swift": """
        import Testing

        @Test("B02 every architecture shows the same screens") func same() {}
        """,
        "Tests/ConformanceTests/Scenarios/B01-B02-add-item.keys": "press a\n",
        "Tests/ConformanceTests/Scenarios/B05-tick.keys": "press t\n",
        "Tests/TestSupport/Fixtures.swift": """
        public enum Fixtures {
            public static let count = 0
        }

        public struct Unused {}
        """,
        "docs/BEHAVIORS.md": """
        # Behaviour catalogue

        ## Cart

        | ID | Behaviour |
        | --- | --- |
        | B01 | Adding an item shows it: its name and price. |
        | B02 | Items are counted. Each one once. |
        | B03 | The view shows items. |

        ## Other

        | ID | Behaviour |
        | --- | --- |
        | B04 | Something with a \\| bar. |
        | B05 | Only the clock knows. |
        | B06 | Nobody tests this. |
        """,
    ]

    /// A temporary folder holding ``files``.
    static func folder() throws -> TemporaryFolder {
        try TemporaryFolder(files: files)
    }

    /// The measured suites of a fresh fixture folder, and the folder (kept alive while in use).
    static func report() throws -> (TestsReport, TemporaryFolder) {
        let folder = try folder()
        return (try TestSuiteAnalyzer.analyze(packageRoot: folder.path), folder)
    }
}
