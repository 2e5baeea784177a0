import Testing

@testable import TerminalKit

@Suite("Key scripts")
struct KeyScriptTests {
    @Test("B43 every action parses: press, repeats, type, resize and screen")
    func actions() throws {
        let script = try KeyScript(
            parsing: """
                press a
                press down x3
                type Groceries 한글 🍎
                resize 100x30
                screen
                press ctrl-c
                """)
        #expect(
            script.actions == [
                .press(.character("a"), count: 1),
                .press(.down, count: 3),
                .type("Groceries 한글 🍎"),
                .resize(Size(width: 100, height: 30)),
                .screen,
                .press(.control("c"), count: 1),
            ])
    }

    @Test("comments and blank lines are skipped; press # presses '#'")
    func comments() throws {
        let script = try KeyScript(
            parsing: """
                # a comment

                   # an indented comment
                press #
                press # x2
                press enter  # trailing comment
                screen # trailing comment
                """)
        #expect(
            script.actions == [
                .press(.character("#"), count: 1),
                .press(.character("#"), count: 2),
                .press(.enter, count: 1),
                .screen,
            ])
    }

    @Test("type keeps the rest of the line literally, including '#' and spaces")
    func typeIsLiteral() throws {
        let script = try KeyScript(parsing: "type #1 priority  # not a comment \ntype  indented\r\n")
        #expect(script.actions == [.type("#1 priority  # not a comment "), .type(" indented")])
    }

    @Test("B56 a combining mark after the space of type or press is text of its own, not part of the space")
    func combiningMarkAfterSpace() throws {
        let script = try KeyScript(parsing: "type \u{301}abc\npress \u{301}\ntype \u{301}\n")
        #expect(
            script.actions == [
                .type("\u{301}abc"), .press(.character("\u{301}"), count: 1), .type("\u{301}"),
            ])
        #expect(try KeyScript(parsing: script.description) == script)
    }

    @Test("errors name the line and the problem")
    func errors() {
        let cases: [(String, KeyScriptError)] = [
            ("press a\n\npress foo", KeyScriptError(line: 3, message: "unknown key 'foo'")),
            ("jump", KeyScriptError(line: 1, message: "unknown action 'jump'")),
            ("press", KeyScriptError(line: 1, message: "press needs a key")),
            ("press a x0", KeyScriptError(line: 1, message: "bad repeat 'x0' (expected xN, 1 <= N <= 1000)")),
            ("press a b", KeyScriptError(line: 1, message: "bad repeat 'b' (expected xN, 1 <= N <= 1000)")),
            ("resize 80", KeyScriptError(line: 1, message: "bad size '80' (expected WxH, such as 80x24)")),
            ("resize 0x5", KeyScriptError(line: 1, message: "bad size '0x5' (expected WxH, such as 80x24)")),
            ("type", KeyScriptError(line: 1, message: "type needs text")),
            ("screen now", KeyScriptError(line: 1, message: "unexpected 'now' after screen")),
        ]
        for (source, expected) in cases {
            #expect(throws: expected) { try KeyScript(parsing: source) }
        }
        #expect(
            KeyScriptError(line: 3, message: "unknown key 'foo'").description == "line 3: unknown key 'foo'")
    }

    @Test("B49 a resize past 1000x1000 and a repeat past 1000 are refused with their line number")
    func limits() throws {
        let cases: [(String, KeyScriptError)] = [
            (
                "screen\nresize 99999x99999",
                KeyScriptError(line: 2, message: "size 99999x99999 is too large (at most 1000x1000)")
            ),
            (
                "resize 1x2000000000",
                KeyScriptError(line: 1, message: "size 1x2000000000 is too large (at most 1000x1000)")
            ),
            (
                "resize 99999999999999999999x5",
                KeyScriptError(
                    line: 1, message: "bad size '99999999999999999999x5' (expected WxH, such as 80x24)")
            ),
            (
                "press a x999999",
                KeyScriptError(line: 1, message: "bad repeat 'x999999' (expected xN, 1 <= N <= 1000)")
            ),
        ]
        for (source, expected) in cases {
            #expect(throws: expected) { try KeyScript(parsing: source) }
        }
        let largest = try KeyScript(parsing: "resize 1000x1000\npress down x1000")
        #expect(largest.actions == [.resize(Size(width: 1000, height: 1000)), .press(.down, count: 1000)])
    }

    @Test("the description is script text that parses back to the same actions")
    func serialising() throws {
        let script = KeyScript(actions: [
            .press(.character(" "), count: 1),
            .press(.pageDown, count: 4),
            .type("# Wäsche  🧺"),
            .resize(Size(width: 40, height: 12)),
            .screen,
            .press(.character("#"), count: 1),
        ])
        #expect(
            script.description == """
                press space
                press pagedown x4
                type # Wäsche  🧺
                resize 40x12
                screen
                press #
                """)
        #expect(try KeyScript(parsing: script.description) == script)
    }
}
