import ArchDiffMutation
import Foundation

/// A tiny package for running `archdiff mutants` for real: a counter whose suite kills a known set of
/// mutants, the same counter with the same suite stripped of its assertions, and one whose suite fails
/// before anything is mutated.
enum MutationFixture {
    /// The counter's code: nine mutation points, one of them on a line no test runs.
    static let counter = """
        /// A counter that stops at its limit.
        public struct Counter {
            public private(set) var value = 0
            public let limit: Int

            public init(limit: Int) {
                self.limit = limit
            }

            /// Adds one, unless the counter is full.
            public mutating func increment() {
                if value < limit {
                    value += 1
                }
            }

            /// Counts up to the limit.
            public mutating func fill() {
                while value < limit {
                    value += 1
                }
            }

            /// Whether the counter reached its limit.
            public var isFull: Bool {
                value == limit
            }

            /// Starts again from zero; no test calls it.
            public mutating func reset() {
                value = 0
            }
        }

        """

    /// The counter's suite. No test increments past the limit, so `value <= limit` in `increment()`
    /// survives; `value += 0` in `fill()` loops for ever and times out.
    static let suite = """
        import Testing

        @testable import Counter

        @Test func incrementsUpToTheLimit() {
            var counter = Counter(limit: 2)
            counter.increment()
            #expect(counter.value == 1)
            #expect(!counter.isFull)
            counter.increment()
            #expect(counter.value == 2)
            #expect(counter.isFull)
        }

        @Test func fillsToTheLimit() {
            var counter = Counter(limit: 3)
            counter.fill()
            #expect(counter.value == 3)
        }

        """

    /// The mutants of `Counter` and what its suite does to each, by line and operator.
    static let expectedOutcomes: [String: MutantStatus] = [
        "12 negate_condition": .killed,
        "12 swap_comparison": .survived,
        "13 off_by_one": .killed,
        "19 negate_condition": .killed,
        "19 swap_comparison": .killed,
        "20 off_by_one": .timedOut,
        "26 return_default": .killed,
        "26 swap_comparison": .killed,
        "31 off_by_one": .notCovered,
    ]

    /// The package: `Counter`, `Hollow` (the same code and suite without a single `#expect`) and
    /// `Broken` (whose only test fails).
    static var files: [String: String] {
        [
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "Broken", path: "Architectures/Broken"),
                    .target(name: "Counter", path: "Architectures/Counter"),
                    .target(name: "Hollow", path: "Architectures/Hollow"),
                    .testTarget(name: "BrokenTests", dependencies: ["Broken"]),
                    .testTarget(name: "CounterTests", dependencies: ["Counter"]),
                    .testTarget(name: "HollowTests", dependencies: ["Hollow"]),
                ]
            )

            """,
            "Architectures/Counter/Logic/Counter.swift": counter,
            "Tests/CounterTests/CounterTests.swift": suite,
            "Architectures/Hollow/Logic/Counter.swift": counter,
            "Tests/HollowTests/CounterTests.swift": suite.split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .filter { !$0.contains("#expect") }.joined(separator: "\n")
            .replacingOccurrences(of: "import Counter", with: "import Hollow"),
            "Architectures/Broken/Logic/Counter.swift": counter,
            "Tests/BrokenTests/CounterTests.swift": """
            import Testing

            @testable import Broken

            @Test func startsAtOne() {
                #expect(Counter(limit: 2).value == 1)
            }

            """,
        ]
    }
}
