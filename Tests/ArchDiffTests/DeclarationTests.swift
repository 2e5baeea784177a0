import ArchDiffMetrics
import ArchDiffSource
import Testing

private func analyze(_ source: String) -> FileMetrics {
    SourceAnalyzer.analyze(source, path: "File.swift")
}

@Suite("Declarations")
struct DeclarationTests {
    @Test("types are counted by kind, nested types are qualified, extensions name the extended type")
    func typeKinds() {
        let source = """
            public final class Store {}
            struct Point { enum Axis { case x, y } }
            protocol Shape: AnyObject {}
            actor Counter {}
            extension Point.Axis: CustomStringConvertible {}
            @MainActor indirect enum Tree<T> { case leaf }
            """
        let types = analyze(source).types
        #expect(types.map(\.kind) == [.class, .struct, .enum, .protocol, .actor, .extension, .enum])
        #expect(
            types.map(\.name) == ["Store", "Point", "Point.Axis", "Shape", "Counter", "Point.Axis", "Tree"])
    }

    @Test("class, struct and actor used as modifiers or names declare nothing")
    func notTypes() {
        let source = """
            import struct Foundation.Date
            class Base { class func make() -> Base { Base() }; class var shared: Base { Base() } }
            let actor = Runner()
            actor.run()
            """
        #expect(analyze(source).types.map(\.name) == ["Base"])
    }

    @Test("functions are named with argument labels and counted by kind")
    func functionNames() {
        let source = """
            struct Stack<Element> {
                init?(raw: String) { nil }
                init(_ items: [Element], capacity: Int = 0) {}
                deinit {}
                func push(_ item: Element) {}
                mutating func pop<T: Equatable>(as type: T.Type) -> T? { nil }
                subscript(index: Int) -> Element { items[index] }
                subscript(key name: String) -> Element? { nil }
                static func == (lhs: Self, rhs: Self) -> Bool { true }
            }
            func `default`() {}
            """
        let functions = analyze(source).functions
        #expect(
            functions.map(\.name) == [
                "Stack.init?(raw:)", "Stack.init(_:capacity:)", "Stack.deinit", "Stack.push(_:)",
                "Stack.pop(as:)", "Stack.subscript(_:)", "Stack.subscript(key:)", "Stack.==(lhs:rhs:)",
                "default()",
            ])
        #expect(
            functions.map(\.kind) == [
                .initializer, .initializer, .deinitializer, .function, .function, .subscript, .subscript,
                .function, .function,
            ])
    }

    @Test("protocol requirements have no body and are not functions")
    func protocolRequirements() {
        let source = """
            protocol Repository {
                init(path: String)
                func load() throws -> [Int]
                subscript(i: Int) -> Int { get }
            }
            extension Repository { func reload() { _ = try? load() } }
            """
        #expect(analyze(source).functions.map(\.name) == ["Repository.reload()"])
    }

    @Test("function and type spans run from the keyword line to the closing brace")
    func spans() {
        let source = """
            /// Docs are not part of the span.
            struct Big {
                func one() {
                    print(1)
                }
            }
            """
        let metrics = analyze(source)
        #expect(metrics.types.map(\.lines) == [5])
        #expect(metrics.functions.map { [$0.line, $0.endLine, $0.lines] } == [[3, 5, 3]])
    }

    @Test("imports are listed once each by module, whatever their attributes and kinds")
    func imports() {
        let source = """
            import Foundation
            @testable import TaskListDomain
            import struct Foundation.Date
            @preconcurrency import Dispatch
            #if canImport(Glibc)
            import Glibc
            #endif
            """
        #expect(analyze(source).imports == ["Foundation", "TaskListDomain", "Dispatch", "Glibc"])
    }

    @Test("inheritance clauses drop module prefixes, generic arguments, attributes and ~Copyable")
    func inheritance() {
        let source = """
            struct Box<T: Hashable>: Swift.Equatable, @unchecked Sendable, ~Copyable, Collection<Int> where T: P {}
            class View: NSObject, Drawing & Layout {}
            """
        let types = analyze(source).types
        #expect(
            types.map(\.inheritedNames) == [
                ["Equatable", "Sendable", "Collection"], ["NSObject", "Drawing", "Layout"],
            ])
    }

    @Test("an #if whose branches each open a brace keeps only the first branch, so braces still pair")
    func unbalancedConditionalCompilation() {
        let source = """
            struct S {
                #if os(Linux)
                func run() -> Int {
                #else
                func run() -> Int? {
                #endif
                    if ready { return 1 }
                    return 0
                }
                func after() {}
            }
            """
        let functions = analyze(source).functions
        #expect(functions.map(\.name) == ["S.run()", "S.after()"])
        #expect(functions.map(\.complexity) == [2, 1])
        #expect(functions.first?.endLine == 9)
    }

    @Test("identifiers are counted for coupling; keywords, strings and comments are not")
    func identifierCounts() {
        let source = """
            // TaskItem in a comment
            let item: TaskItem = TaskItem(title: "TaskItem")
            """
        let counts = analyze(source).identifierCounts
        #expect(counts["TaskItem"] == 2)
        #expect(counts["let"] == nil)
    }
}

@Suite("Conformance rule")
struct ConformanceRuleTests {
    private func conformances(_ source: String) -> [String: [String]] {
        let types = SourceAnalyzer.analyze(source, path: "F.swift").types
        let rule = ConformanceRule(declarations: types)
        return Dictionary(types.map { ($0.name, rule.conformances(of: $0)) }, uniquingKeysWith: +)
    }

    @Test("a class's first inherited name is its superclass unless it is known as a protocol")
    func classes() {
        let result = conformances(
            """
            protocol Presenter {}
            class Base {}
            class A: Base, Presenter {}
            class B: Presenter, Equatable {}
            class C: UIViewController, UITableViewDataSource {}
            class D: Hashable {}
            """)
        #expect(result["A"] == ["Presenter"])
        #expect(result["B"] == ["Presenter", "Equatable"])
        #expect(result["C"] == ["UITableViewDataSource"])
        #expect(result["D"] == ["Hashable"])
    }

    @Test("an enum's raw-value type is not a conformance")
    func enums() {
        #expect(conformances("enum E: Int, CaseIterable {}")["E"] == ["CaseIterable"])
        #expect(conformances("enum F: Error {}")["F"] == ["Error"])
    }

    @Test("structs, actors and extensions conform to everything they list; protocols to nothing")
    func others() {
        let result = conformances(
            """
            struct S: Codable, Sendable {}
            actor A: Service {}
            extension S: CustomStringConvertible {}
            protocol P: AnyObject, Sendable {}
            """)
        #expect(result["S"] == ["Codable", "Sendable", "CustomStringConvertible"])
        #expect(result["A"] == ["Service"])
        #expect(result["P"] == [])
    }
}
