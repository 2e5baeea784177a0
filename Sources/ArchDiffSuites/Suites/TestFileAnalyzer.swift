import ArchDiffSource

/// Finds the tests and assertion sites in one test file by walking its tokens, so text in strings and
/// comments never counts.
enum TestFileAnalyzer {
    /// Analyses the bytes of the file at `path` (relative to its suite folder).
    static func analyze(_ bytes: [UInt8], path: String) -> TestFileScan {
        let source = SwiftLexer.lex(bytes)
        let metrics = SourceAnalyzer.analyze(source, path: path)
        var walker = TestWalker(
            cursor: TokenCursor(source: source, tokens: ConditionalCompilation.activeTokens(source.tokens)),
            metrics: metrics)
        walker.walk()
        return TestFileScan(
            metrics: metrics, swiftTestingTests: walker.swiftTestingTests,
            xcTestCandidates: walker.xcTestCandidates,
            assertions: walker.assertions, helpers: walker.helpers())
    }
}

/// One pass over a test file's active tokens.
private struct TestWalker {
    let cursor: TokenCursor
    let metrics: FileMetrics
    var swiftTestingTests: [ScannedTest] = []
    var xcTestCandidates: [ScannedTest] = []
    var assertions = AssertionCounts()
    var assertionSites: [(line: Int, counts: AssertionCounts)] = []
    var testFunctionTokens: Set<Int> = []

    init(cursor: TokenCursor, metrics: FileMetrics) {
        self.cursor = cursor
        self.metrics = metrics
    }

    var source: LexedSource { cursor.source }
    var tokens: [Token] { cursor.tokens }

    mutating func walk() {
        var pendingTests: [(attribute: Int, function: Int, arguments: TestAttributeArguments)] = []
        var pendingCandidates: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if let site = assertion(at: index) {
                assertions = assertions + site
                assertionSites.append((Int(token.line), site))
            }
            switch token.kind {
            case .attribute where source.text(of: token) == "@Test":
                let arguments = TestAttributeArguments(cursor: cursor, attribute: index)
                if let function = functionKeyword(after: arguments.end) {
                    testFunctionTokens.insert(function)
                    pendingTests.append((index, function, arguments))
                }
            case .keyword(.func):
                if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                    source.text(of: tokens[index + 1]).hasPrefix("test")
                {
                    pendingCandidates.append(index)
                }
            default:
                break
            }
        }
        for pending in pendingTests {
            guard let function = function(declaredAt: pending.function) else { continue }
            let line = Int(tokens[pending.attribute].line)
            let test = UnitTest(
                name: function.name, displayName: pending.arguments.displayName, framework: .swiftTesting,
                file: metrics.path, line: line, endLine: function.endLine,
                isParameterized: pending.arguments.isParameterized, cases: pending.arguments.cases,
                assertions: assertions(from: line, to: function.endLine))
            swiftTestingTests.append(
                ScannedTest(
                    test: test, identifierCounts: identifiers(from: pending.attribute, to: function.endLine),
                    enclosingType: enclosingType(of: function.name),
                    unit: unit(from: pending.attribute, throughLine: function.endLine)))
        }
        for index in pendingCandidates where !testFunctionTokens.contains(index) {
            guard let function = function(declaredAt: index), function.name.hasSuffix("()"),
                let type = enclosingType(of: function.name)
            else { continue }
            let test = UnitTest(
                name: function.name, displayName: nil, framework: .xcTest, file: metrics.path,
                line: function.line,
                endLine: function.endLine, assertions: assertions(from: function.line, to: function.endLine))
            xcTestCandidates.append(
                ScannedTest(
                    test: test, identifierCounts: identifiers(from: index, to: function.endLine),
                    enclosingType: type, unit: unit(from: index, throughLine: function.endLine)))
        }
    }

    /// The assertion the token at `index` starts, if any.
    func assertion(at index: Int) -> AssertionCounts? {
        let token = tokens[index]
        switch token.kind {
        case .poundKeyword:
            switch source.text(of: token) {
            case "#expect": return AssertionCounts(expect: 1, require: 0, xcTest: 0, failures: 0)
            case "#require": return AssertionCounts(expect: 0, require: 1, xcTest: 0, failures: 0)
            default: return nil
            }
        case .identifier:
            let name = source.text(of: token)
            if name == "Issue", index + 2 < tokens.count, tokens[index + 1].punctuation == .period,
                source.text(of: tokens[index + 2]) == "record", isCall(at: index + 3)
            {
                return AssertionCounts(expect: 0, require: 0, xcTest: 0, failures: 1)
            }
            guard isCall(at: index + 1) else { return nil }
            if name.hasPrefix("XCTAssert") || name == "XCTUnwrap" {
                return AssertionCounts(expect: 0, require: 0, xcTest: 1, failures: 0)
            }
            return name == "XCTFail" ? AssertionCounts(expect: 0, require: 0, xcTest: 0, failures: 1) : nil
        default:
            return nil
        }
    }

    private func isCall(at index: Int) -> Bool {
        index < tokens.count && tokens[index].punctuation == .leftParen
    }

    /// The `func` keyword a test attribute applies to: past other attributes and modifiers.
    func functionKeyword(after start: Int) -> Int? {
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .keyword(.func):
                return position
            case .attribute:
                position += 1
                if position < tokens.count, tokens[position].punctuation == .leftParen,
                    !tokens[position].flags.contains(.spaceBefore)
                {
                    position = cursor.next(after: position)
                }
            case .keyword(let keyword) where Self.modifiers.contains(keyword):
                position += 1
            default:
                return nil
            }
        }
        return nil
    }

    private static let modifiers: Set<Keyword> = [
        .static, .class, .nonisolated, .mutating, .public, .private, .fileprivate, .internal, .package,
        .final,
        .override, .dynamic,
    ]

    /// The measured function whose keyword is the token at `index`.
    func function(declaredAt index: Int) -> FunctionMetrics? {
        let line = Int(tokens[index].line)
        return metrics.functions.first { $0.kind == .function && $0.line == line }
    }

    private func enclosingType(of name: String) -> String? {
        let beforeParameters = name.prefix { $0 != "(" }
        guard let dot = beforeParameters.lastIndex(of: ".") else { return nil }
        return String(beforeParameters[..<dot])
    }

    private func assertions(from start: Int, to end: Int) -> AssertionCounts {
        assertionSites.filter { (start...end).contains($0.line) }.reduce(AssertionCounts()) { $0 + $1.counts }
    }

    /// The file's helpers: every function and initializer, and every property declared outside a
    /// function body; a stored property's initial value also under the name of the type declaring it.
    /// The first holds them all, the second those other files can see (not `private` or `fileprivate`).
    func helpers() -> (inFile: TestHelpers, visible: TestHelpers) {
        var inFile = TestHelpers()
        var visible = TestHelpers()
        func add(_ unit: CodeUnit, as name: String, declaredAt index: Int) {
            inFile.add(unit, as: name)
            if !isPrivate(declaredAt: index) {
                visible.add(unit, as: name)
            }
        }
        let bodies = metrics.functions.filter { $0.kind == .function || $0.kind == .initializer }
        for function in bodies {
            guard let start = tokens.firstIndex(where: { Int($0.line) >= function.line }) else { continue }
            let path = function.name.prefix { $0 != "(" }.split(separator: ".").map(String.init)
            let name = function.kind == .initializer ? path.dropLast().last : path.last
            if let name {
                add(unit(from: start, throughLine: function.endLine), as: name, declaredAt: start)
            }
        }
        for index in tokens.indices where tokens[index].keyword == .var || tokens[index].keyword == .let {
            let line = Int(tokens[index].line)
            guard !bodies.contains(where: { ($0.line...$0.endLine).contains(line) }),
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                let end = cursor.statementEnd(from: index)
            else { continue }
            let unit = unit(in: index...end)
            add(unit, as: source.text(of: tokens[index + 1]), declaredAt: index)
            if (index...end).contains(where: { source.text(of: tokens[$0]) == "=" }),
                let owner = metrics.types.filter({
                    $0.kind.declaresType && ($0.line...$0.endLine).contains(line)
                }).max(by: { $0.line < $1.line }),
                let ownerName = owner.name.split(separator: ".").last
            {
                add(unit, as: String(ownerName), declaredAt: index)
            }
        }
        return (inFile, visible)
    }

    /// Whether `private` or `fileprivate` precedes the declaration on the line of the token at `index`.
    private func isPrivate(declaredAt index: Int) -> Bool {
        let line = tokens[index].line
        var position = index
        while position >= 0 && tokens[position].line == line {
            if tokens[position].keyword == .private || tokens[position].keyword == .fileprivate {
                return true
            }
            position -= 1
        }
        return false
    }

    /// What the tokens from `start` to the end of `endLine` construct and name.
    private func unit(from start: Int, throughLine endLine: Int) -> CodeUnit {
        var end = start
        while end + 1 < tokens.count && Int(tokens[end + 1].line) <= endLine {
            end += 1
        }
        return unit(in: start...end)
    }

    /// What the tokens in `range` construct (`T(`, `T.init(`, `T.make(`, `T` capitalised) and name.
    private func unit(in range: ClosedRange<Int>) -> CodeUnit {
        var unit = CodeUnit()
        for index in range where tokens[index].kind == .identifier {
            let name = source.text(of: tokens[index])
            unit.referenced.insert(name)
            guard name.first?.isUppercase == true else { continue }
            if isCall(at: index + 1) && !tokens[index + 1].flags.contains(.spaceBefore) {
                unit.constructed.insert(name)
            } else if index + 3 < tokens.count, tokens[index + 1].punctuation == .period,
                tokens[index + 2].kind == .identifier || tokens[index + 2].keyword == .`init`,
                isCall(at: index + 3)
            {
                unit.constructed.insert(name)
            }
        }
        return unit
    }

    private func identifiers(from start: Int, to endLine: Int) -> [String: Int] {
        var counts: [String: Int] = [:]
        var position = start
        while position < tokens.count && Int(tokens[position].line) <= endLine {
            if tokens[position].kind == .identifier {
                counts[source.text(of: tokens[position]), default: 0] += 1
            }
            position += 1
        }
        return counts
    }
}
