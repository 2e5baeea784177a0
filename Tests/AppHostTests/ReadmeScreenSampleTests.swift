import Foundation
import MVC
import TestSupport
import Testing

@testable import AppHost

/// The README's screens are what `mvc --replay` prints for a key script in `docs/samples` (see
/// ``ReadmeSample``); `RECORD_README_SAMPLES=1 swift test --filter Readme` writes the new
/// screens into README.md.
@Suite("README samples of the replayed screens")
struct ReadmeScreenSampleTests {
    @Test("the screens of the README are those mvc replays")
    func screens() async throws {
        let path = Repository.url("README.md").path
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let samples = ReadmeSample.all(in: markdown).filter { $0.command.first == "mvc" }
        #expect(!samples.isEmpty)
        let problems = try await ReadmeSample.check(samples, inFile: path) { sample in
            let arguments = sample.command.dropFirst().map { argument in
                FileManager.default.fileExists(atPath: Repository.url(argument).path)
                    ? Repository.url(argument).path : argument
            }
            let capture = ConsoleRecorder()
            let code = await AppHost(
                architecture: MVCArchitecture(), environment: [:], console: capture.console
            )
            .run(arguments: arguments)
            #expect(code == 0, "`\(sample.commandLine)` failed")
            return capture.output
        }
        #expect(problems == [])
    }
}
