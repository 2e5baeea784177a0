import ArchitectureRegistry
import Foundation
import TaskListUI
import TerminalKit
import TestSupport
import Testing

/// The proof that every architecture behaves identically: every scenario, on every registered
/// architecture, gives the same screen after every line and the same stored data, and matches
/// the golden transcript checked into the repository.
@Suite("Conformance")
@MainActor
struct ConformanceTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    @Test(
        "every architecture shows the same screens and stores the same data", arguments: Scenario.all(), sizes
    )
    func scenario(_ scenario: Scenario, size: Size) async throws {
        let architectures = ArchitectureRegistry.all
        var transcripts: [Transcript] = []
        for architecture in architectures {
            transcripts.append(try await ScenarioRunner(architecture: architecture, size: size).run(scenario))
        }
        let reference = transcripts[0]
        let place = "scenario \(scenario.name) at \(size.width)x\(size.height)"
        for (architecture, transcript) in zip(architectures, transcripts).dropFirst() {
            compare(reference, transcript, names: (architectures[0].name, architecture.name), place: place)
        }
        try checkGolden(reference.goldenText, scenario: scenario, size: size, place: place)
    }

    @Test("every behaviour in docs/BEHAVIORS.md has a scenario")
    func everyBehaviourHasAScenario() throws {
        let catalogue = try String(
            contentsOf: Repository.url("docs/BEHAVIORS.md"), encoding: .utf8)
        let documented = Set(
            catalogue.split(separator: "\n").compactMap { line -> String? in
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                return cells.first.flatMap {
                    $0.hasPrefix("B") && $0.dropFirst().allSatisfy(\.isNumber) ? $0 : nil
                }
            })
        let covered = Set(Scenario.all().flatMap(\.behaviourIDs))
        #expect(documented.count > 40)
        #expect(documented.subtracting(covered).sorted() == [], "behaviours without a scenario")
        #expect(covered.subtracting(documented).sorted() == [], "scenarios naming unknown behaviours")
    }

    @Test(
        "every folder under Architectures/ is registered, under the pattern name its window title shows (B70)"
    )
    func everyArchitectureIsRegistered() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Repository.url("Architectures").path
        ).filter { !$0.hasPrefix(".") }
        #expect(folders.sorted() == ArchitectureRegistry.all.map(\.patternName).sorted())
        #expect(ArchitectureRegistry.all.allSatisfy { $0.name == $0.patternName.lowercased() })
    }

    private func compare(_ expected: Transcript, _ actual: Transcript, names: (String, String), place: String)
    {
        for (index, (left, right)) in zip(expected.steps, actual.steps).enumerated()
        where left.screen != right.screen {
            Issue.record(
                """
                \(names.1) differs from \(names.0) in \(place), step \(index + 1) (\(left.label)):
                \(ScreenDiff.sideBySide(left.screen, right.screen, leftTitle: names.0, rightTitle: names.1))
                """
            )
            return
        }
        #expect(expected.finalScreen == actual.finalScreen, "final screen of \(names.1) in \(place)")
        #expect(
            expected.contents == actual.contents,
            "stored data of \(names.1) differs from \(names.0) in \(place)")
    }

    private func checkGolden(_ text: String, scenario: Scenario, size: Size, place: String) throws {
        let golden = GoldenFile(scenario: scenario, size: size)
        if GoldenFile.isRecording {
            try golden.write(text)
            return
        }
        guard let recorded = golden.read() else {
            Issue.record(
                "no golden for \(place); record it: RECORD_GOLDENS=1 swift test --filter ConformanceTests")
            return
        }
        if recorded != text {
            Issue.record(
                """
                \(place) no longer matches \(golden.url.lastPathComponent) (- golden, + now); \
                if the change is intended: RECORD_GOLDENS=1 swift test --filter ConformanceTests
                \(ScreenDiff.unified(recorded, text))
                """
            )
        }
    }
}
