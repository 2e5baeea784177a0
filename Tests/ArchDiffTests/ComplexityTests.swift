import ArchDiffSource
import Testing

/// The complexity of each function in `source`, by name.
private func complexities(_ source: String) -> [String: Int] {
    let metrics = SourceAnalyzer.analyze(source, path: "Test.swift")
    return Dictionary(metrics.functions.map { ($0.name, $0.complexity) }, uniquingKeysWith: max)
}

@Suite("Cyclomatic complexity, counted as lizard counts Swift")
struct ComplexityTests {
    @Test("a function without decisions has complexity 1")
    func straightLine() {
        #expect(complexities("func plain() { print(\"x\") }") == ["plain()": 1])
    }

    @Test("if, else if, else: 1 + if + if = 3 (else adds nothing)")
    func elseIf() {
        let source = """
            func sign(_ x: Int) -> Int {
                if x > 0 { return 1 } else if x < 0 { return -1 } else { return 0 }
            }
            """
        #expect(complexities(source) == ["sign(_:)": 3])
    }

    @Test("switch with three cases and default: 1 + 3 cases = 4 (switch and default add nothing)")
    func switchCases() {
        let source = """
            func name(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                case 1, 2: return "few"
                case 3...9: return "some"
                default: return "many"
                }
            }
            """
        #expect(complexities(source) == ["name(_:)": 4])
    }

    @Test("guard with && and ||: 1 + guard + && + || = 4")
    func guardAndLogic() {
        let source = "func ok(a: Bool, b: Bool, c: Bool) { guard a && b || c else { return } }"
        #expect(complexities(source) == ["ok(a:b:c:)": 4])
    }

    @Test("for, while and repeat-while: 1 + for + while + while = 4 (repeat adds nothing)")
    func loops() {
        let source = """
            func loop(_ xs: [Int]) {
                for x in xs where x > 0 { print(x) }
                var i = 0
                while i < 3 { i += 1 }
                repeat { i -= 1 } while i > 0
            }
            """
        #expect(complexities(source) == ["loop(_:)": 4])
    }

    @Test("do with two catch clauses: 1 + catch + catch = 3 (do and try add nothing)")
    func catches() {
        let source = """
            func load() {
                do { try read() } catch ReadError.missing { retry() } catch { fail() }
            }
            """
        #expect(complexities(source) == ["load()": 3])
    }

    @Test("only the ternary ? counts: not Int?, ?., ??, try? or as? (1 + ternary = 2)")
    func questionMarks() {
        let source = """
            func pick(a: Bool, p: P?) -> Int {
                let optional: Int? = p?.value ?? 0
                let tried = try? parse()
                let cast = p as? Special
                return a ? 1 : 2
            }
            """
        #expect(complexities(source) == ["pick(a:p:)": 2])
    }

    @Test("pattern matching: if case and for case each add the keyword and the case (1 + 2 + 2 = 5)")
    func patternMatching() {
        let source = """
            func scan(_ values: [Int?], _ e: E) {
                if case .some(let x) = values.first { print(x) }
                for case let y? in values { print(y) }
            }
            """
        #expect(complexities(source) == ["scan(_:_:)": 5])
    }

    @Test("while with conditions separated by commas and &&: 1 + while + && = 3 (commas add nothing)")
    func conditionList() {
        let source = "func drain() { while let x = it.next(), x > 0, ready && open { use(x) } }"
        #expect(complexities(source) == ["drain()": 3])
    }

    @Test("decisions inside closures count toward the enclosing function: 1 + if + ternary = 3")
    func closures() {
        let source = """
            func render(_ items: [Int]) {
                items.forEach { item in
                    if item > 0 { print(item > 9 ? "big" : "small") }
                }
            }
            """
        #expect(complexities(source) == ["render(_:)": 3])
    }

    @Test("a nested function is measured on its own and not added to the outer one")
    func nestedFunctions() {
        let source = """
            func outer(_ a: Bool) {
                func inner(_ b: Bool) { if b { print(b) } }
                if a { inner(a) }
            }
            """
        #expect(complexities(source) == ["outer(_:)": 2, "inner(_:)": 2])
    }

    @Test("accessors are not functions; in a subscript their decisions count toward it: 1 + if + ternary = 3")
    func accessors() {
        let source = """
            struct Grid {
                var size: Int { get { flag ? 1 : 2 } set { if newValue > 0 { store(newValue) } } }
                subscript(i: Int) -> Int {
                    get { if i > 0 { return 1 }; return 0 }
                    set { store(newValue > 0 ? newValue : 0) }
                }
            }
            """
        #expect(complexities(source) == ["Grid.subscript(_:)": 3])
    }

    @Test("keywords used as argument labels or parameter names are not decisions")
    func labels() {
        let source = "func find(for key: Int, in table: T) { lookup(for: key, while: true, if: false) }"
        #expect(complexities(source) == ["find(for:in:)": 1])
    }

    @Test("a ternary in a default argument counts toward its function: 1 + ternary = 2")
    func defaultArgument() {
        #expect(complexities("func f(x: Int = debug ? 1 : 2) { print(x) }") == ["f(x:)": 2])
    }

    @Test("&& and || in #if conditions are not decisions; code in every balanced branch is: 1 + if + if = 3")
    func conditionalCompilation() {
        let source = """
            func platform() {
                #if os(Linux) || os(Android)
                if a { linux() }
                #else
                if b { other() }
                #endif
            }
            """
        #expect(complexities(source) == ["platform()": 3])
    }

    @Test("decisions inside string interpolation count: 1 + ternary = 2")
    func interpolation() {
        #expect(
            complexities(#"func label(_ n: Int) -> String { "\(n == 1 ? "one" : "many")" }"#) == [
                "label(_:)": 2
            ])
    }

    @Test("case clauses of a type-level enum belong to no function")
    func enumCases() {
        let source = """
            enum Mode {
                case a, b
                case c
                func isA() -> Bool { if case .a = self { return true }; return false }
            }
            """
        #expect(complexities(source) == ["Mode.isA()": 3])
    }

    @Test(
        "a larger hand-worked function: 1 + guard + || + for + if + && + switch's 2 cases + ternary + catch = 10"
    )
    func handWorked() {
        let source = """
            func process(_ items: [Item], limit: Int?) throws -> Int {
                guard !items.isEmpty || limit != nil else { return 0 }
                var total = 0
                for item in items {
                    if item.isValid && item.weight > 0 {
                        switch item.kind {
                        case .small: total += 1
                        case .large: total += item.weight > 10 ? 3 : 2
                        default: break
                        }
                    }
                }
                do { try save(total) } catch { throw ProcessError.saveFailed }
                return total
            }
            """
        #expect(complexities(source) == ["process(_:limit:)": 10])
    }
}
