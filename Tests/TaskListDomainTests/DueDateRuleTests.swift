import TaskListDomain
import Testing

/// The days a task can be due, and the rule the task editor's Due field goes through.
@Suite("DueDate and DueDateRule")
struct DueDateRuleTests {
    @Test(
        "B84 a due date is written YYYY-MM-DD, the year in four digits and the month and day in two",
        arguments: [
            ((2026, 12, 24), "2026-12-24"), ((7, 3, 9), "0007-03-09"), ((1, 1, 1), "0001-01-01"),
            ((9999, 12, 31), "9999-12-31"),
        ])
    func description(day: (Int, Int, Int), written: String) throws {
        let date = try #require(DueDate(year: day.0, month: day.1, day: day.2))
        #expect(date.description == written)
        #expect([date.year, date.month, date.day] == [day.0, day.1, day.2])
        #expect(DueDate(written) == date)
    }

    @Test(
        "B84 February has 29 days in leap years: divisible by 4, and centuries only when divisible by 400",
        arguments: [(2024, true), (2000, true), (2400, true), (2025, false), (1900, false), (2100, false)])
    func leapYears(year: Int, isLeap: Bool) {
        #expect(DueDate(year: year, month: 2, day: 28) != nil)
        #expect((DueDate(year: year, month: 2, day: 29) != nil) == isLeap)
        #expect(DueDate(year: year, month: 2, day: 30) == nil)
    }

    @Test("B84 months have their number of days, and no month or day is 0 or past the end")
    func monthLengths() {
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for (index, length) in lengths.enumerated() {
            #expect(DueDate(year: 2026, month: index + 1, day: length) != nil, "month \(index + 1)")
            #expect(DueDate(year: 2026, month: index + 1, day: length + 1) == nil, "month \(index + 1)")
            #expect(DueDate(year: 2026, month: index + 1, day: 0) == nil, "month \(index + 1)")
        }
        #expect(DueDate(year: 2026, month: 0, day: 1) == nil)
        #expect(DueDate(year: 2026, month: 13, day: 1) == nil)
        #expect(DueDate(year: 0, month: 1, day: 1) == nil)
        #expect(DueDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(DueDate(year: -1, month: 1, day: 1) == nil)
    }

    @Test("B86 due dates sort by year, then month, then day, as their text does")
    func order() throws {
        let texts = ["0999-12-31", "2025-12-31", "2026-01-01", "2026-01-31", "2026-02-01", "2026-12-24"]
        let dates = try texts.map { try #require(DueDate($0)) }
        #expect(dates.sorted() == dates)
        #expect(dates.reversed().sorted() == dates)
        #expect(texts.sorted() == dates.map(\.description))
        #expect(!(dates[0] < dates[0]))
    }

    @Test(
        "B84 the rule reads a day written YYYY-MM-DD, trimmed of the white space around it",
        arguments: ["2026-12-24", "  2026-12-24", "2026-12-24 \n", "\t2026-12-24\u{00A0}"])
    func validDates(text: String) throws {
        #expect(try DueDateRule.validate(text) == DueDate(year: 2026, month: 12, day: 24))
    }

    @Test("B84 an empty Due field, or one of white space, means no due date", arguments: ["", " ", "\t\n "])
    func emptyMeansNone(text: String) throws {
        #expect(try DueDateRule.validate(text) == nil)
    }

    @Test(
        "B85 text not written DDDD-DD-DD in ASCII digits is refused as a format error",
        arguments: [
            "2026-1-5", "26-12-24", "2026/12/24", "2026-12/24", "2026.12-24", "2026-12-24x",
            "2026-12-24 10:00", "tomorrow", "+026-12-24",
            "2026 -12-24", "2026-12- 4", "２０２６-１２-２４", "٢٠٢٦-١٢-٢٤", "2026–12–24", "20261224",
            "2026-12-2\u{0301}4", "-2026-12-24", "2026-12-24\u{1B}[2J",
        ])
    func formatErrors(text: String) {
        #expect(throws: TaskListError.dueDateFormat) { try DueDateRule.validate(text) }
    }

    @Test(
        "B85 digits in the right form that name no day are refused, with the text as written",
        arguments: [
            "2026-02-30", "2026-13-01", "2025-02-29", "0000-01-01", "2026-00-10", "2026-04-31", "2026-01-00",
            "1900-02-29",
        ])
    func noSuchDay(text: String) {
        #expect(throws: TaskListError.noSuchDay(text)) { try DueDateRule.validate(text) }
        #expect(throws: TaskListError.noSuchDay(text)) { try DueDateRule.validate("  \(text)\n") }
    }

    @Test("B84 leap days are accepted in leap years only")
    func leapDays() throws {
        #expect(try DueDateRule.validate("2024-02-29") == DueDate(year: 2024, month: 2, day: 29))
        #expect(try DueDateRule.validate("2000-02-29") == DueDate(year: 2000, month: 2, day: 29))
        #expect(throws: TaskListError.noSuchDay("2100-02-29")) { try DueDateRule.validate("2100-02-29") }
    }
}
