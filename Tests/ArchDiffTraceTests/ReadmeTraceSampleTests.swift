import Foundation
import TestSupport
import Testing

@testable import ArchDiffTrace

/// The README's trace sample is what `archdiff trace --show <action>` prints (see ``ReadmeSample``);
/// `RECORD_README_SAMPLES=1 swift test --filter Readme` writes the new output into README.md.
@Suite("README samples of archdiff trace")
struct ReadmeTraceSampleTests {
    @Test("the samples of archdiff trace match what the command prints")
    func samples() throws {
        let path = Repository.url("README.md").path
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let samples = ReadmeSample.all(in: markdown).filter { $0.commandLine.hasPrefix("archdiff trace") }
        #expect(!samples.isEmpty)
        var recorded: [String] = []
        for sample in samples {
            let arguments = Array(sample.command.dropFirst())
            try #require(
                arguments.count == 3 && arguments[1] == "--show",
                "README.md:\(sample.line): only --show is checked")
            // The pages the other tests trace, once for the whole suite, rather than tracing every action again.
            let output = TraceCommand.shown(arguments[2], in: try TracePagesTests.pages.get())
            let excerpt = sample.excerpt(of: output)
            recorded.append(excerpt)
            if !ReadmeSample.isRecording {
                #expect(
                    sample.text == excerpt,
                    "README.md:\(sample.line): `\(sample.commandLine)` prints something else now; record it with RECORD_README_SAMPLES=1 swift test --filter Readme"
                )
            }
        }
        if ReadmeSample.isRecording {
            try ReadmeSample.record(samples, texts: recorded, inFile: path)
        }
    }
}
