/// Physical lines split by what they hold: a line with any code is a code line, a line with only
/// comment text is a comment line, and a line with neither is blank.
public struct LineCounts: Equatable, Sendable {
    /// Lines holding any code.
    public var code: Int
    /// Lines holding only comment text.
    public var comment: Int
    /// Lines holding neither.
    public var blank: Int

    /// Counts of each kind of line.
    public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    /// All physical lines.
    public var total: Int { code + comment + blank }

    /// The counts of two sets of lines together.
    public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(
            code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }

    /// Adds the counts of `rhs` to `lhs`.
    public static func += (lhs: inout LineCounts, rhs: LineCounts) {
        lhs = lhs + rhs
    }
}
