import ArchDiffMutation
import Testing

@Suite("Mutation points")
struct MutationPointFinderTests {
    /// Each point of `source` as `line operator: mutated code`.
    private func mutants(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return MutationPointFinder.points(in: source).map { point in
            "\(point.line) \(point.mutationOperator.title): \(point.code(in: bytes).mutated)"
        }
    }

    @Test("negates if, guard and while conditions clause by clause, but not bindings or patterns")
    func conditions() {
        let source = """
            func f(a: Int?, b: Bool, items: [Int]) {
                if let a, a.isMultiple(of: 2), !b { g() }
                guard !items.isEmpty else { return }
                while b { g() }
                if case .some = a { g() }
            }
            """
        #expect(
            mutants(source) == [
                "2 negate condition: if let a, !a.isMultiple(of: 2), !b { g() }",
                "2 off by one: if let a, a.isMultiple(of: 3), !b { g() }",
                "2 negate condition: if let a, a.isMultiple(of: 2), b { g() }",
                "2 remove call: if let a, a.isMultiple(of: 2), !b { }",
                "3 negate condition: guard items.isEmpty else { return }",
                "4 negate condition: while !b { g() }",
                "4 remove call: while b { }",
                "5 remove call: if case .some = a { }",
            ])
    }

    @Test("swaps comparisons across their boundary and == with !=; a lone equality is not negated twice")
    func comparisons() {
        let source = """
            func f(a: Int, b: Int) -> Bool {
                if a == b { return true }
                let c: Set<Int> = [a]
                return a < b && c.count >= 1
            }
            """
        #expect(
            mutants(source) == [
                "2 swap comparison: if a != b { return true }",
                "2 flip boolean: if a == b { return false }",
                "4 swap && and ||: return a < b || c.count >= 1",
                "4 return default: return false",
                "4 swap comparison: return a <= b && c.count >= 1",
                "4 swap comparison: return a < b && c.count > 1",
                "4 off by one: return a < b && c.count >= 2",
            ])
    }

    @Test("negates a ternary's condition and keeps its branches")
    func ternary() {
        let source = """
            func f(items: [Int], index: Int?) -> Int? {
                items.isEmpty ? nil : min(index ?? 0, items.count - 1)
            }
            """
        #expect(
            mutants(source) == [
                "2 return default: nil",
                "2 negate condition: !items.isEmpty ? nil : min(index ?? 0, items.count - 1)",
                "2 off by one: items.isEmpty ? nil : min(index ?? 1, items.count - 1)",
                "2 off by one: items.isEmpty ? nil : min(index ?? 0, items.count - 0)",
            ])
    }

    @Test(
        "removes call statements, including in closures and after case labels, but not a closure's value or a new value"
    )
    func calls() {
        let source = """
            final class C {
                weak var delegate: D?
                var rows: [String] = []
                func handle(_ command: Command) throws {
                    switch command {
                    case .add: delegate?.didAdd(self)
                    default:
                        try service.remove(id: 1)
                    }
                    items.forEach { $0.reload() }
                    rows = items.map { $0.describe() }
                    super.init()
                    fatalError("no")
                    table.format { task in Row(text: task.title) }
                    Log.flush()
                }
            }
            """
        #expect(
            mutants(source) == [
                "6 remove call: case .add:",
                "8 remove call: ",
                "8 off by one: try service.remove(id: 2)",
                "10 remove call: ",
                "10 remove call: items.forEach { }",
                "14 remove call: ",
                "15 remove call: ",
            ])
    }

    @Test("replaces returned values by the default of the declared type, implicit returns included")
    func returns() {
        let source = """
            struct S {
                var name: String { title.uppercased() }
                var items: [Int] { get { stored } set { stored = newValue } }
                func find() -> Item? { return lookup() }
                func table() -> [String: Int] { make() }
                func view() -> View { makeView() }
                func count() -> Int { return 0 }
            }
            """
        #expect(
            mutants(source) == [
                "2 return default: var name: String { \"\" }",
                "3 return default: var items: [Int] { get { [] } set { stored = newValue } }",
                "4 return default: func find() -> Item? { return nil }",
                "5 return default: func table() -> [String: Int] { [:] }",
                "7 off by one: func count() -> Int { return 1 }",
            ])
    }

    @Test("leaves declarations, default arguments, attributes, #if blocks and tuple indices alone")
    func untouched() {
        let source = """
            enum E: Int { case a = 1 }
            struct S {
                var count = 0
                @available(macOS 14, *)
                func f(flag: Bool = true) {
                    #if DEBUG
                    g(1)
                    #endif
                    let pair = (1, 2)
                    use(pair.0)
                }
            }
            """
        #expect(
            mutants(source) == [
                "9 off by one: let pair = (2, 2)",
                "9 off by one: let pair = (1, 3)",
                "10 remove call: ",
            ])
    }

    @Test("a point lies inside another or apart from it, and a `+ 1` step is dropped rather than raised")
    func nesting() throws {
        let source = "func f(i: Int) { if i + 1 > limit { g() } }\n"
        let points = MutationPointFinder.points(in: source)
        #expect(
            points.map(\.mutationOperator) == [.negateCondition, .swapComparison, .offByOne, .removeCall])
        for (index, point) in points.enumerated() {
            for other in points[(index + 1)...] {
                #expect(
                    other.range.upperBound <= point.range.upperBound
                        || other.range.lowerBound >= point.range.upperBound)
            }
        }
        #expect(points[2].replacement == "0")
    }
}
