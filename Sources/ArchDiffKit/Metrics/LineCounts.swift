/// Physical lines split by what they hold: a line with any code is a code line, a line with only
/// comment text is a comment line, and a line with neither is blank.
public struct LineCounts: Equatable, Sendable {
    public var code: Int
    public var comment: Int
    public var blank: Int

    public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    /// All physical lines.
    public var total: Int { code + comment + blank }

    public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(
            code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
    }

    public static func += (lhs: inout LineCounts, rhs: LineCounts) {
        lhs = lhs + rhs
    }
}
