import Testing

@testable import ArchDiffSource

/// A cursor over `source`, with a way to find a token by its text.
private struct Tokens {
    let cursor: TokenCursor

    init(_ source: String) {
        cursor = TokenCursor(source: SwiftLexer.lex(source))
    }

    /// The index of the `occurrence`-th token (from 0) whose text is `text`.
    func index(of text: String, occurrence: Int = 0) -> Int {
        let indices = cursor.tokens.indices.filter { cursor.source.text(of: cursor.tokens[$0]) == text }
        return indices[occurrence]
    }

    /// The source text of the tokens in `range`, one space between them.
    func text(_ range: Range<Int>) -> String {
        range.map { cursor.source.text(of: cursor.tokens[$0]) }.joined(separator: " ")
    }
}

@Suite("Token cursor")
struct TokenCursorTests {
    @Test("pairs brackets of any kind, in both directions; an unclosed bracket pairs with nothing")
    func brackets() {
        let tokens = Tokens("f(a[1], { b }) (")
        let paren = tokens.index(of: "(")
        let close = tokens.index(of: ")")
        #expect(tokens.cursor.closing(of: paren) == close)
        #expect(tokens.cursor.opening(of: close) == paren)
        #expect(tokens.cursor.closing(of: tokens.index(of: "[")) == tokens.index(of: "]"))
        #expect(tokens.cursor.closing(of: tokens.index(of: "{")) == tokens.index(of: "}"))
        #expect(tokens.cursor.closing(of: tokens.index(of: "(", occurrence: 1)) == nil)
        #expect(tokens.cursor.closing(of: tokens.index(of: "a")) == nil)
        #expect(tokens.cursor.next(after: paren) == close + 1)
        #expect(tokens.cursor.next(after: tokens.index(of: "a")) == tokens.index(of: "a") + 1)
        #expect(tokens.cursor.next(after: tokens.index(of: "(", occurrence: 1)) == tokens.cursor.tokens.count)
    }

    @Test("a string with interpolations is one bracket from its first piece to its last")
    func interpolation() {
        let tokens = Tokens(#"let s = "a \(x) b \(f(y)) c" + t"#)
        let strings = tokens.cursor.tokens.indices.filter { tokens.cursor.tokens[$0].kind == .string }
        #expect(strings.count == 3)
        #expect(tokens.cursor.closing(of: strings[0]) == strings[2])
        #expect(tokens.cursor.opening(of: strings[2]) == strings[0])
        #expect(tokens.cursor.closing(of: strings[1]) == nil)
        #expect(tokens.cursor.enclosingBracket(of: tokens.index(of: "y")) == tokens.index(of: "("))
        #expect(tokens.cursor.enclosingBracket(of: tokens.index(of: "x")) == strings[0])
    }

    @Test("the enclosing brace of a token skips the parentheses and brackets between")
    func enclosingBrace() {
        let tokens = Tokens("func f() { g(h { [x] }) }")
        #expect(
            tokens.cursor.enclosingBrace(of: tokens.index(of: "x")) == tokens.index(of: "{", occurrence: 1))
        #expect(tokens.cursor.enclosingBrace(of: tokens.index(of: "g")) == tokens.index(of: "{"))
        #expect(tokens.cursor.enclosingBrace(of: tokens.index(of: "func")) == nil)
    }

    @Test("commas split a list outside brackets, and outside generic arguments when asked")
    func commaSeparated() {
        let tokens = Tokens("(a: [B: C], d: (E, F), g: Dictionary<H, I>, j)")
        let range = 1..<tokens.cursor.tokens.count - 1
        #expect(
            tokens.cursor.commaSeparated(range, skippingGenericArguments: true).map(tokens.text) == [
                "a : [ B : C ]", "d : ( E , F )", "g : Dictionary < H , I >", "j",
            ])
        #expect(tokens.cursor.commaSeparated(range).count == 5)
    }

    @Test("a statement ends at a line that does not continue it, at ; and at the bracket closing its block")
    func statementEnd() {
        let tokens = Tokens(
            """
            { let a = f(1,
                  2)
                .g + 3
              b; c }
            """)
        let end = tokens.cursor.statementEnd(from: tokens.index(of: "let"))
        #expect(end == tokens.index(of: "3"))
        #expect(tokens.cursor.statementEnd(from: tokens.index(of: "b")) == tokens.index(of: "b"))
        #expect(tokens.cursor.statementEnd(from: tokens.index(of: "c")) == tokens.index(of: "c"))
        let condition = Tokens("if a, b { c } else { d }")
        #expect(
            condition.cursor.statementEnd(from: 1, stopsAtBrace: true) == condition.index(of: "b"))
        #expect(Tokens("f(a").cursor.statementEnd(from: 0) == nil)
    }

    @Test(
        "a keyword is an argument label after ( or , and before : or a name and :",
        arguments: [
            ("f(for: x)", "for", true),
            ("func f(_ a: Int, in b: Int) {}", "in", true),
            ("func f(for `default`: Int) {}", "for", true),
            ("init(repeat: Int) {}", "repeat", true),
            ("if a, case .b = c {}", "case", false),
            ("for x in xs {}", "for", false),
        ])
    func argumentLabel(source: String, keyword: String, isLabel: Bool) {
        let tokens = Tokens(source)
        #expect(tokens.cursor.isArgumentLabel(at: tokens.index(of: keyword)) == isLabel)
    }

    // The mutation finder's copy of this rule took any token before the `:` for a name, so it read
    // `set` here as a label; the metrics' copy did not. Both now ask the cursor.
    @Test("a keyword before a closing bracket and a ternary's : is no argument label")
    func keywordBeforeTernaryColon() {
        let tokens = Tokens("let pair = flag ? (key, set) : (key, get)")
        #expect(!tokens.cursor.isArgumentLabel(at: tokens.index(of: "set")))
    }

    @Test(
        "the labels after a parameter of type [Pointer<T>?] are kept, though the lexer reads >? as one operator"
    )
    func labelsAfterOptionalGenericInBrackets() {
        let source = """
            func open(_ path: [UnsafePointer<CChar>?], options: Int) {}
            func write(scalar: (UnsafePointer<UInt8>?, Int) -> Int, vector: Int) {}
            """
        let functions = SourceAnalyzer.analyze(source, path: "File.swift").functions
        #expect(functions.map(\.name) == ["open(_:options:)", "write(scalar:vector:)"])
    }
}
