import ArchitectureRegistry
import Foundation
import TaskListUI
import TerminalKit
import TestSupport
import Testing

/// Differential testing: the same seeded random key sequences fed to every architecture must give
/// the same screen after every action. More runs: `CONFORMANCE_RANDOM_RUNS=5000 swift test --filter Differential`.
@Suite("Differential random testing")
@MainActor
struct DifferentialTests {
    static let runs = Int(ProcessInfo.processInfo.environment["CONFORMANCE_RANDOM_RUNS"] ?? "") ?? 300
    static let firstSeed: UInt64 = 20_261_121

    @Test("random key sequences give identical screens in every architecture")
    func randomSequences() async {
        for seed in Self.firstSeed..<Self.firstSeed + UInt64(Self.runs) {
            let session = RandomSession(seed: seed, length: 30)
            guard let mismatch = await firstMismatch(session.actions) else { continue }
            let shortest = await shrink(session.actions)
            Issue.record(
                """
                seed \(seed): \(mismatch)
                shortest key script that still shows it (\(shortest.count) of \(session.actions.count) actions):
                \(KeyScript(actions: shortest))
                """
            )
            return
        }
    }

    /// Runs `actions` on every architecture in lockstep; describes the first step whose screens differ.
    private func firstMismatch(_ actions: [KeyScript.Action]) async -> String? {
        let architectures = ArchitectureRegistry.all
        var apps: [AppDriver] = []
        for architecture in architectures {
            apps.append(await AppDriver(architecture))
        }
        for (index, action) in actions.enumerated() {
            for app in apps {
                await app.perform(action)
            }
            let screens = apps.map(\.screen)
            if let different = screens.firstIndex(where: { $0 != screens[0] }) {
                return """
                    \(architectures[different].name) differs from \(architectures[0].name) after action \(index + 1):
                    \(ScreenDiff.sideBySide(screens[0], screens[different], leftTitle: architectures[0].name, rightTitle: architectures[different].name))
                    """
            }
        }
        return nil
    }

    /// Removes chunks of actions, halving the chunk size, as long as a mismatch remains.
    private func shrink(_ actions: [KeyScript.Action]) async -> [KeyScript.Action] {
        var current = actions
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if await firstMismatch(candidate) != nil {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}
