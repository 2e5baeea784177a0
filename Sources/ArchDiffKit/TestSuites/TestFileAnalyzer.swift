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
            assertions: walker.assertions)
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
                    enclosingType: enclosingType(of: function.name)))
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
                    enclosingType: type))
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
