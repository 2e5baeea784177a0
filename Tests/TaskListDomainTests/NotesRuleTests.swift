import TaskListDomain
import Testing

/// The rules every task's notes go through.
@Suite("NotesRule")
struct NotesRuleTests {
    @Test("B65 notes keep their lines, their indentation and blank lines between paragraphs")
    func keepsLines() throws {
        let notes = "Ask about:\n  - the weekend\n\n장보기 🍎"
        #expect(try NotesRule.validate(notes) == notes)
    }

    @Test("B65 carriage returns become line breaks", arguments: ["a\r\nb", "a\rb", "a\nb"])
    func lineBreaks(raw: String) throws {
        #expect(try NotesRule.validate(raw) == "a\nb")
    }

    @Test("B65 white space at the end of every line and empty lines at the end are removed")
    func trimsTrailingWhiteSpace() throws {
        #expect(try NotesRule.validate("  first \t\nsecond\u{3000}\n\n \n\u{00A0}") == "  first\nsecond")
        #expect(try NotesRule.validate("\nafter a blank line") == "\nafter a blank line")
    }

    @Test(
        "B65 notes of white space or invisible characters only are no notes",
        arguments: ["", " ", "\n\n", " \t", "\u{200B}", "\u{FEFF}\n\u{200E}"])
    func emptyNotes(raw: String) throws {
        #expect(try NotesRule.validate(raw) == "")
    }

    @Test(
        "B65 refuses control characters other than line breaks, separators and bidirectional overrides",
        arguments: [
            "tab\tinside", "escape \u{1B}[31m", "nul\u{0}", "bell\u{7}", "delete\u{7F}",
            "c1 \u{85} next line",
            "c1 \u{9B}31m",
            "line\u{2028}separator", "paragraph\u{2029}separator", "invoice\u{202E}fdp.exe",
            "isolate\u{2066}x",
        ])
    func refusesControlCharacters(raw: String) {
        #expect(throws: TaskListError.notesControlCharacters) { try NotesRule.validate("fine\n" + raw) }
    }

    @Test(
        "B65 accepts 1000 characters, line breaks included, and rejects 1001",
        arguments: ["a", "한", "👍🏽", "e\u{301}", "\n"])
    func maximumLength(character: String) throws {
        let notes = "x" + String(repeating: character, count: 998) + "y"
        #expect(notes.count == 1000)

        #expect(try NotesRule.validate(notes) == notes)
        #expect(throws: TaskListError.notesTooLong(maximum: 1000)) { try NotesRule.validate(notes + "z") }
        #expect(NotesRule.maximumLength == 1000)
    }

    @Test("B65 white space removed at line ends does not count towards the length")
    func lengthAfterTrimming() throws {
        let thousand = String(repeating: "x", count: 1000)
        #expect(try NotesRule.validate(thousand + "   \n\n  ") == thousand)
    }
}
