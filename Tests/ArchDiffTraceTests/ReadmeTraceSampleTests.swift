import Foundation
import TestSupport
import Testing

@testable import ArchDiffTrace

/// The README's trace sample is what `archdiff trace --show <action>` prints (see ``ReadmeSample``);
/// `RECORD_README_SAMPLES=1 swift test --filter Readme` writes the new output into README.md.
@Suite("README samples of archdiff trace")
struct ReadmeTraceSampleTests {
    @Test("the samples of archdiff trace match what the command prints")
    func samples() async throws {
        let path = Repository.url("README.md").path
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let samples = ReadmeSample.all(in: markdown).filter { $0.commandLine.hasPrefix("archdiff trace") }
        #expect(!samples.isEmpty)
        // The pages the other tests trace, once for the whole suite, rather than tracing every action again.
        let pages = try await TracePagesTests.pages.value
        let problems = try await ReadmeSample.check(samples, inFile: path) { sample in
            let arguments = Array(sample.command.dropFirst())
            try #require(
                arguments.count == 3 && arguments[1] == "--show",
                "README.md:\(sample.line): only --show is checked")
            return TraceCommand.shown(arguments[2], in: pages)
        }
        #expect(problems == [])
    }
}
