import ArchDiffSource
import Testing

/// The texts of the tokens of a given kind.
private func texts(_ source: String, where include: (Token) -> Bool = { _ in true }) -> [String] {
    let lexed = SwiftLexer.lex(source)
    return lexed.tokens.filter(include).map { lexed.text(of: $0) }
}

private func kinds(_ source: String) -> [TokenKind] {
    SwiftLexer.lex(source).tokens.map(\.kind)
}

@Suite("Lexer")
struct LexerTests {
    @Test("nested block comments end only at the outermost close")
    func nestedBlockComments() {
        let source = "/* outer /* inner */ still comment */ let x = 1"
        #expect(texts(source) == ["let", "x", "=", "1"])
    }

    @Test("interpolation with nested quotes stays inside one string literal")
    func nestedInterpolation() {
        let source = #"let s = "a \("b \(c)") d""#
        let lexed = SwiftLexer.lex(source)
        let code = lexed.tokens.filter { $0.flags.contains(.interpolated) }.map { lexed.text(of: $0) }
        #expect(code == [#""b \("#, "c", #")""#])
        #expect(lexed.tokens.last.map { lexed.text(of: $0) } == #") d""#)
        #expect(lexed.tokens.filter { $0.kind == .identifier }.map { lexed.text(of: $0) } == ["s", "c"])
    }

    @Test("a multi-line string hides quotes, comment markers and braces")
    func multilineString() {
        let source = """
            let text = \"\"\"
                "quoted" // not a comment { not a brace
                \"\"\"
            let after = 1
            """
        let lexed = SwiftLexer.lex(source)
        #expect(lexed.tokens.filter { $0.kind == .string }.count == 1)
        #expect(!lexed.tokens.contains { $0.kind == .punctuation(.leftBrace) })
        #expect(lexed.lineCounts == LineCounts(code: 4, comment: 0, blank: 0))
        #expect(texts(source) { $0.kind == .identifier } == ["text", "after"])
    }

    @Test("raw strings end only at a quote followed by as many pound signs")
    func rawStrings() {
        let source = ###"let a = #"say "hi" \(notInterpolated)"#; let b = ##"one "# inside"##"###
        #expect(texts(source) { $0.kind == .identifier } == ["a", "b"])
        #expect(texts(source) { $0.kind == .string }.count == 2)
    }

    @Test("raw strings interpolate with a backslash and matching pound signs")
    func rawStringInterpolation() {
        let source = ###"let a = #"value: \#(x + y)"#; let b = ##"\#(no) \##(yes)"##"###
        let lexed = SwiftLexer.lex(source)
        let interpolated = lexed.tokens.filter { $0.flags.contains(.interpolated) }.map { lexed.text(of: $0) }
        #expect(interpolated == ["x", "+", "y", "yes"])
    }

    @Test("a slash after an operand divides; a slash where an operand is expected starts a regex")
    func regexOrDivision() {
        #expect(kinds("let half = total / 2 / scale") == kinds("let half = total * 2 * scale"))
        let lexed = SwiftLexer.lex("let pattern = /[a-z]+\\/x/; let q = (a) / b")
        let regexes = lexed.tokens.filter { $0.kind == .regex }.map { lexed.text(of: $0) }
        #expect(regexes == [#"/[a-z]+\/x/"#])
        #expect(texts("if text.contains(/ab?c/) { }") { $0.kind == .regex } == ["/ab?c/"])
    }

    @Test("a bare slash followed by a space is never a regex")
    func slashWithSpaceIsOperator() {
        #expect(texts("let x = y.map { $0 / 2 }") { $0.kind == .regex }.isEmpty)
        #expect(texts("x = / a /") { $0.kind == .regex }.isEmpty)
    }

    @Test("extended regex literals may contain slashes and span lines")
    func extendedRegex() {
        let single = texts(#"let r = #/a/b|c?/#"#) { $0.kind == .regex }
        #expect(single == [#"#/a/b|c?/#"#])
        let multiline = "let r = #/\n  a | b  # comment\n/#\nlet y = 1"
        let lexed = SwiftLexer.lex(multiline)
        #expect(lexed.tokens.filter { $0.kind == .regex }.count == 1)
        #expect(lexed.tokens.last.map(\.line) == 4)
    }

    @Test("#if, #elseif, #else and #endif are directives whose conditions are marked")
    func conditionalCompilation() {
        let source =
            "#if os(Linux) || DEBUG\nlet a = 1\n#elseif canImport(Darwin)\nlet b = 2\n#else\nlet c = 3\n#endif"
        let lexed = SwiftLexer.lex(source)
        let directives = lexed.tokens.compactMap { token -> Directive? in
            if case .directive(let directive) = token.kind { return directive }
            return nil
        }
        #expect(directives == [.if, .elseif, .else, .endif])
        let conditions = lexed.tokens.filter { $0.flags.contains(.directiveCondition) }.map {
            lexed.text(of: $0)
        }
        #expect(conditions == ["os", "(", "Linux", ")", "||", "DEBUG", "canImport", "(", "Darwin", ")"])
    }

    @Test("attributes are single tokens, their arguments separate")
    func attributes() {
        let source = "@MainActor @available(iOS 13, *) final class A {}"
        #expect(texts(source) { $0.kind == .attribute } == ["@MainActor", "@available"])
        #expect(texts(source) { $0.kind == .keyword(.class) } == ["class"])
    }

    @Test("closures and generics lex into braces, angle operators and names")
    func closuresAndGenerics() {
        let source = "func f<T: Equatable>(_ x: [T]) -> Bool { x.allSatisfy { $0 == x[0] } }"
        let lexed = SwiftLexer.lex(source)
        #expect(lexed.tokens.filter { $0.kind == .punctuation(.leftBrace) }.count == 2)
        #expect(texts(source) { $0.kind == .identifier }.contains("$0"))
        #expect(texts(source) { $0.operatorKind == .other } == ["<", ">", "=="])
        #expect(texts(source) { $0.operatorKind == .arrow } == ["->"])
    }

    @Test("custom operators are read whole, and dot operators keep their dots")
    func customOperators() {
        let source = "infix operator <|> : AdditionPrecedence\nlet r = a <|> b ..< c"
        #expect(texts(source) { $0.operatorKind != nil } == ["<|>", "=", "<|>", "..<"])
    }

    @Test("backticked names are identifiers, not keywords")
    func backtickedNames() {
        let lexed = SwiftLexer.lex("case `default`, `class`")
        #expect(
            lexed.tokens.map(\.kind) == [.keyword(.case), .identifier, .punctuation(.comma), .identifier])
        #expect(
            lexed.tokens.filter { $0.kind == .identifier }.map { lexed.text(of: $0) } == ["default", "class"])
        #expect(lexed.tokens.filter { $0.flags.contains(.backticked) }.count == 2)
    }

    @Test("keywords after a period are member names")
    func keywordsAsMembers() {
        #expect(
            kinds("x.default.init") == [
                .identifier, .punctuation(.period), .identifier, .punctuation(.period), .identifier,
            ])
    }

    @Test("key paths start with a backslash and optional chaining in them is postfix")
    func keyPaths() {
        let source = #"let k = \Person.address?.city; let m = list.map(\.count)"#
        #expect(texts(source) { $0.punctuation == .backslash }.count == 2)
        #expect(texts(source) { $0.operatorKind == .postfixQuestion } == ["?"])
        #expect(texts(source) { $0.operatorKind == .ternary }.isEmpty)
    }

    @Test("numeric literals keep underscores, exponents and hex fractions in one token")
    func numbers() {
        let source = "let a = 1_000_000 + 0xFF_FF + 1_0.5e-3 + 0x1.8p+2 + 0b1010_1010; let r = 0..<10; t.0.1"
        #expect(
            texts(source) { $0.kind == .number } == [
                "1_000_000", "0xFF_FF", "1_0.5e-3", "0x1.8p+2", "0b1010_1010", "0", "10", "0", "1",
            ])
    }

    @Test("a question mark is a ternary only with space before it")
    func questionMarks() {
        let source = "let a = b ? c : d; let e: Int? = f?.g ?? h; let i = try? j; let k = l as? M"
        #expect(texts(source) { $0.operatorKind == .ternary } == ["?"])
        #expect(texts(source) { $0.operatorKind == .postfixQuestion }.count == 4)
    }

    @Test("lines count as code when they hold any code, as comment when only comments, else blank")
    func lineCounts() {
        let source = """
            // header comment

            let a = 1 // trailing comment counts as code
            /*
               block comment

            */
            let b = "/* not a comment */"
            """
        #expect(SwiftLexer.lex(source).lineCounts == LineCounts(code: 2, comment: 5, blank: 1))
    }

    @Test("a final line without a newline still counts, a trailing newline adds no line")
    func finalLine() {
        #expect(SwiftLexer.lex("let a = 1").lineCounts.total == 1)
        #expect(SwiftLexer.lex("let a = 1\n").lineCounts.total == 1)
        #expect(SwiftLexer.lex("").lineCounts.total == 0)
    }
}
