/// The test counts a `swift test` run prints: Swift Testing's `Test run with N tests ... passed|failed`
/// line and its `Test "..." failed` lines, XCTest's last `Executed N tests` line and its
/// `Test Case '...' failed` lines.
package struct TestRunSummary: Equatable, Sendable {
    /// Tests that ran, in both libraries.
    package var tests: Int
    /// Tests that failed, in both libraries.
    package var failedTests: Int
    /// Whether the output held a summary line of either library.
    package var hasSummary: Bool

    /// Counts read from the output of `swift test`.
    package init(output: String) {
        var swiftTestingTests: Int?
        var xcTestTests: Int?
        var failedTests = 0
        for line in output.split(whereSeparator: \.isNewline) {
            let body = Self.withoutEscapes(line).drop { !$0.isLetter }
            if body.hasPrefix("Test run with ") {
                swiftTestingTests = Self.leadingInteger(body.dropFirst("Test run with ".count))
            } else if body.hasPrefix("Executed ") && body.contains(", with ") {
                xcTestTests = Self.leadingInteger(body.dropFirst("Executed ".count))
            } else if body.hasPrefix("Test Case '") && body.contains("' failed (") {
                failedTests += 1
            } else if body.hasPrefix("Test ") && body.contains(" failed after ") {
                failedTests += 1
            }
        }
        tests = (swiftTestingTests ?? 0) + (xcTestTests ?? 0)
        self.failedTests = failedTests
        hasSummary = swiftTestingTests != nil || xcTestTests != nil
    }

    /// Tests that ran and did not fail.
    package var passedTests: Int { max(0, tests - failedTests) }

    /// The line without terminal colour sequences (`ESC [ ... m`), which Swift Testing may write.
    private static func withoutEscapes(_ line: Substring) -> Substring {
        guard line.contains("\u{1B}") else { return line }
        var text = ""
        var inEscape = false
        for character in line {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                inEscape = !character.isLetter
            } else {
                text.append(character)
            }
        }
        return Substring(text)
    }

    private static func leadingInteger(_ text: Substring) -> Int? {
        Int(text.prefix { $0.isASCII && $0.isNumber })
    }
}
