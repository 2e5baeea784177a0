import ArchDiffSuites
import Testing

@Suite("What a test constructs decides its reach")
struct TestReachTests {
    private static let files: [String: String] = [
        "Architectures/Kiosk/KioskArchitecture.swift": """
        struct KioskArchitecture {
            func start() -> Widget { Widget(name: "home") }
        }
        """,
        "Architectures/Kiosk/Parts/Widget.swift": """
        final class Widget {
            let name: String
            init(name: String) { self.name = name }
            static func make() -> Widget { Widget(name: "made") }
        }
        """,
        "Tests/KioskTests/ReachTests.swift": """
        import Testing
        @testable import Kiosk

        private struct Fixture {
            let widget = Widget.make()
        }

        private func makeApp() -> Harness { Harness.started() }

        struct ReachTests {
            @Test func rootBuiltHere() {
                let app = Harness(KioskArchitecture())
                #expect(app.top as? Widget != nil)
            }
            @Test func rootThroughFileHelper() {
                #expect(makeApp().top != nil)
            }
            @Test func rootThroughSupportHelper() {
                #expect(Harness.started().top != nil)
            }
            @Test func widgetBuiltHere() {
                #expect(Widget(name: "a").name == "a")
            }
            @Test func widgetThroughFixtureProperty() {
                #expect(Fixture().widget.name == "made")
            }
            @Test func widgetOnlyNamed() {
                let app = "no app"
                #expect(Widget.self != nil && app.isEmpty == false)
            }
            @Test func widgetFromOtherFilesHelper() {
                #expect(builtWidget().name == "b")
            }
            @Test func otherFilesPrivateHelperUnseen() {
                #expect(Widget(name: "c") !== hiddenRoot().top as? Widget)
            }
        }

        struct SuiteInitTests {
            let named: Widget
            init() { named = Widget(name: "i") }
            @Test func widgetFromSuiteInit() {
                #expect(named.name == "i")
            }
        }
        """,
        "Tests/KioskTests/Built.swift": """
        @testable import Kiosk

        func builtWidget() -> Widget { Widget(name: "b") }
        private func hiddenRoot() -> Harness { Harness(KioskArchitecture()) }
        """,
        "Tests/TestSupport/Harness.swift": """
        public final class Harness {
            public let top: Any?
            public init(_ root: Any) { top = root }
            public static func started() -> Harness { Harness(KioskArchitecture()) }
        }
        """,
    ]

    @Test(
        "a test building the root type, itself, in its suite's init or through a helper it can see, goes through the root; one building another production type is isolated; one only naming types has no layer"
    )
    func reach() throws {
        let folder = try TemporaryFolder(files: Self.files)
        let report = try TestSuiteAnalyzer.analyze(packageRoot: folder.path)
        let suite = try #require(report.suites.first)
        #expect(
            suite.tests.map(\.reach) == [
                .compositionRoot, .compositionRoot, .compositionRoot, .isolated, .isolated, .none, .isolated,
                .isolated, .isolated,
            ])
        #expect(suite.testsThroughRoot == 3)
        #expect(suite.isolatedTests == 5)
        #expect(suite.unattributedTests == 1)
    }
}
