import TaskListDomain
import Testing

/// The title rules every list and task title goes through.
@Suite("TitleRule")
struct TitleRuleTests {
    @Test(
        "B03 rejects an empty title, or one of white space only",
        arguments: ["", " ", "   ", "\t", "\n", " \t\r\n ", "\u{00A0}", "\u{3000}\u{3000}"]
    )
    func rejectsEmpty(raw: String) {
        #expect(throws: TaskListError.emptyTitle) { try TitleRule.validate(raw) }
    }

    @Test(
        "B03 rejects a title made only of invisible characters",
        arguments: ["\u{200B}", " \u{FEFF} ", "\u{200E}\u{200F}", "\u{2060}"]
    )
    func rejectsInvisible(raw: String) {
        #expect(throws: TaskListError.emptyTitle) { try TitleRule.validate(raw) }
    }

    @Test("B03 keeps invisible characters that join visible ones, as in an emoji family")
    func keepsJoiners() throws {
        #expect(try TitleRule.validate("👩\u{200D}👧 and \u{200B}more") == "👩\u{200D}👧 and \u{200B}more")
    }

    @Test(
        "B04 accepts 100 characters and rejects 101",
        arguments: ["a", "한", "👍🏽", "👩‍👩‍👧‍👦", "🇰🇷", "e\u{301}", "\u{1112}\u{1161}\u{11AB}"])
    func countsCharactersAsPeopleDo(character: String) throws {
        let hundred = String(repeating: character, count: 100)
        #expect(hundred.count == 100)

        #expect(try TitleRule.validate(hundred) == hundred)
        #expect(throws: TaskListError.titleTooLong(maximum: 100)) {
            try TitleRule.validate(hundred + character)
        }
    }

    @Test("B04 the limit is 100 characters")
    func maximumLength() {
        #expect(TitleRule.maximumLength == 100)
    }

    @Test("B04 white space around a title does not count towards its length")
    func lengthAfterTrimming() throws {
        let hundred = String(repeating: "x", count: 100)
        #expect(try TitleRule.validate("   \(hundred)\t\n") == hundred)
    }

    @Test(
        "B05 refuses control characters, line breaks and bidirectional overrides inside a title",
        arguments: [
            "a\u{0}b", "tab\tinside", "two\nlines", "carriage\rreturn", "red \u{1B}[31mtext",
            "bell\u{7}", "delete\u{7F}", "c1 \u{85} next line", "c1 \u{9B}31m csi", "line\u{2028}separator",
            "paragraph\u{2029}separator", "invoice\u{202E}fdp.exe", "left\u{202A}embedding",
            "isolate\u{2066}x\u{2069}",
            "ends in escape\u{1B}", "\u{1B}",
        ]
    )
    func refusesControlCharacters(raw: String) {
        #expect(throws: TaskListError.controlCharacters) { try TitleRule.validate(raw) }
    }

    @Test("B05 a refused character is reported even when the title is also too long")
    func controlCharactersBeforeLength() {
        let long = String(repeating: "a", count: 150) + "\u{1B}"
        #expect(throws: TaskListError.controlCharacters) { try TitleRule.validate(long) }
    }

    @Test(
        "B05 accepts emoji sequences, joiners and combining marks",
        arguments: [
            "👩‍💻 Code", "👨‍👩‍👧 Family", "🏳️‍🌈", "🇰🇷 Trip", "می‌خواهم", "Café", "Cafe\u{301}", "장보기 목록", "価格 ¥100",
        ]
    )
    func acceptsJoinersAndMarks(raw: String) throws {
        #expect(try TitleRule.validate(raw) == raw)
    }

    @Test(
        "B06 trims white space around a title and keeps the space inside",
        arguments: zip(
            [
                "  Groceries  ", "\tMilk\n", "\u{3000}장보기\u{3000}", "\u{00A0}a  b\u{00A0}",
                " \r\n x y z \r\n ",
            ],
            ["Groceries", "Milk", "장보기", "a  b", "x y z"]
        )
    )
    func trims(raw: String, expected: String) throws {
        #expect(try TitleRule.validate(raw) == expected)
    }
}
