import ArchDiffKit
import Testing

@testable import ArchDiffTrace

@Suite("archdiff trace command line")
struct TraceCommandTests {
    @Test("--show takes one of the actions; anything else is a usage error")
    func arguments() throws {
        _ = try TraceCommand(arguments: [])
        _ = try TraceCommand(arguments: ["--check"])
        _ = try TraceCommand(arguments: ["--show", "toggle-task"])
        #expect(
            throws: UsageError.invalidValue("nothing", option: "--show", allowed: UserAction.all.map(\.id))
        ) {
            try TraceCommand(arguments: ["--show", "nothing"])
        }
        #expect(throws: UsageError.missingValue(option: "--show")) { try TraceCommand(arguments: ["--show"]) }
        #expect(throws: UsageError.unknownOption("--bogus")) { try TraceCommand(arguments: ["--bogus"]) }
    }
}
