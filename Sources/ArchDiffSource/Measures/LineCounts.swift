/// Physical lines split by what they hold: a line with any code is a code line, a line with only
/// comment text is a comment line, and a line with neither is blank.
package struct LineCounts: Equatable, Sendable {
    /// Lines holding any code.
    package var code: Int
    /// Lines holding only comment text.
    package var comment: Int
    /// Lines holding neither.
    package var blank: Int

    /// Counts of each kind of line.
    package init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    /// All physical lines.
    package var total: Int { code + comment + blank }

    /// The counts of two sets of lines together.
    package static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(
            code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }

    /// Adds the counts of `rhs` to `lhs`.
    package static func += (lhs: inout LineCounts, rhs: LineCounts) {
        lhs = lhs + rhs
    }
}
