import ArchDiffBench
import ArchDiffProcesses
import Foundation
import TaskListUI
import TerminalKit

/// Measures one architecture in this process: for each list length, on a copy of the seed database,
/// the first frame and the first opening of the list in freshly started apps, then the key presses of
/// ``KeyMeasurement`` in one running app; each repeated `runs` times after `warmup` unmeasured ones.
@MainActor
struct ArchitectureBenchmark {
    let architecture: any Architecture
    let settings: BenchSettings
    let folder: ScratchFolder
    let progress: (String) -> Void

    /// Runs every measurement and returns the samples; `includesMemory` adds this process's peak memory.
    func run(includesMemory: Bool) async throws -> WorkerResult {
        var samples: [BenchFigure: [Double]] = [:]
        for tasks in settings.sizes {
            progress("\(architecture.name): \(tasks) tasks")
            let path = folder.file(
                "\(architecture.name)-\(tasks)-\(ProcessInfo.processInfo.processIdentifier).sqlite3")
            try SeedDatabase.copy(tasks: tasks, in: folder, to: path)
            defer { SeedDatabase.remove(at: path) }
            let starts = try await freshStarts(databasePath: path)
            samples[BenchFigure(.firstFrame, tasks: tasks)] = starts.firstFrames
            samples[BenchFigure(.openList, tasks: tasks)] = starts.opens
            let session = try await BenchSession(
                architecture: architecture, databasePath: path, size: settings.terminalSize)
            session.frame()
            await session.perform(KeyMeasurement.openFirstList)
            await session.perform(KeyMeasurement.backHome)
            for measurement in KeyMeasurement.onHome {
                await measure(measurement, in: session, tasks: tasks, into: &samples)
            }
            await session.perform(KeyMeasurement.openFirstList)
            for measurement in KeyMeasurement.onTasks {
                await measure(measurement, in: session, tasks: tasks, into: &samples)
            }
        }
        if includesMemory {
            samples[BenchFigure(.peakMemory)] = [PeakMemory.ofThisProcess()]
        }
        return WorkerResult(
            architecture: architecture.name,
            series: samples.map {
                WorkerResult.Series(figure: $0.key.kind.rawValue, tasks: $0.key.tasks, values: $0.value)
            }
        )
    }

    /// Starts the app afresh `runs` times after `warmup` unmeasured starts, and times in each: opening
    /// the database, wiring the app and drawing its first frame; then opening the first list.
    private func freshStarts(databasePath: String) async throws -> (firstFrames: [Double], opens: [Double]) {
        var firstFrames: [Double] = []
        var opens: [Double] = []
        let clock = settings.clock
        for repetition in 0..<(settings.warmup + settings.runs) {
            var session: BenchSession?
            let firstFrame = try await clock.measure {
                session = try await BenchSession(
                    architecture: architecture, databasePath: databasePath, size: settings.terminalSize)
                session?.frame()
            }
            let open = await clock.measure { await session?.perform(KeyMeasurement.openFirstList) }
            if repetition >= settings.warmup {
                firstFrames.append(firstFrame)
                opens.append(open)
            }
        }
        return (firstFrames, opens)
    }

    private func measure(
        _ measurement: KeyMeasurement, in session: BenchSession, tasks: Int,
        into samples: inout [BenchFigure: [Double]]
    ) async {
        for repetition in 0..<(settings.warmup + settings.runs) {
            await session.perform(measurement.setup)
            var bytes = 0
            let elapsed = await settings.clock.measure { bytes = await session.perform(measurement.measured) }
            await session.perform(measurement.cleanup)
            guard repetition >= settings.warmup else { continue }
            if let time = measurement.time {
                samples[BenchFigure(time, tasks: tasks), default: []].append(elapsed)
            }
            if let kind = measurement.bytes {
                samples[BenchFigure(kind, tasks: tasks), default: []].append(Double(bytes))
            }
        }
    }
}
