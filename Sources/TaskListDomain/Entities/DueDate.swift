/// The day a task is due: a day of the Gregorian calendar, without time or time zone, in years 1 to 9999.
/// Written `YYYY-MM-DD`, so that dates sort as text in the order of the days.
public struct DueDate: Hashable, Comparable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    public let year: Int
    /// 1 for January to 12 for December.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The day `year`-`month`-`day`, or nil when the calendar has no such day (a 30 February, a 29 February
    /// outside leap years, a thirteenth month, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.dayCount(ofMonth: month, inYear: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written exactly `YYYY-MM-DD` in ASCII digits, or nil for any other text or a day that does
    /// not exist; `DueDateRule` tells the two apart for the user.
    public init?(_ description: String) {
        guard let fields = Self.fields(of: description) else { return nil }
        self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    /// `YYYY-MM-DD`, with four digits for the year and two for the month and the day.
    public var description: String {
        Self.digits(year, count: 4) + "-" + Self.digits(month, count: 2) + "-" + Self.digits(day, count: 2)
    }

    public static func < (lhs: DueDate, rhs: DueDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The three numbers of text written exactly `DDDD-DD-DD` in ASCII digits, whether or not they make a
    /// day; nil for any other text.
    static func fields(of text: String) -> (year: Int, month: Int, day: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        return (year, month, day)
    }

    /// How many days `month` has in `year`: February has 29 in years divisible by 4, except centuries
    /// not divisible by 400.
    private static func dayCount(ofMonth month: Int, inYear year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `value` in decimal, zero-padded on the left to `count` digits.
    private static func digits(_ value: Int, count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
