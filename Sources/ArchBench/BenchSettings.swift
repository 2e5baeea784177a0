import ArchDiffCommands
import ArchDiffSupport
import ArgumentReading
import TerminalKit

/// How much `archdiff bench` measures: repetitions, processes, list lengths and architectures.
struct BenchSettings: Equatable {
    /// Measured samples per figure in each process.
    var runs = 50
    /// Unmeasured repetitions before them, so that caches and allocators have settled.
    var warmup = 5
    /// Processes per architecture; their samples are pooled, and each gives one peak memory sample.
    var processes = 3
    /// The list lengths, in tasks.
    var sizes = [100, 1_000, 10_000]
    /// The names of the architectures to measure; empty means every registered one.
    var architectures: [String] = []
    /// The headless terminal's size.
    var terminalSize = Size(width: 80, height: 24)
    /// The clock times are read from.
    var clock = BenchClock.cpu

    /// The settings of `--quick`: one process, 3 runs after 1 warm-up, 100 tasks; for tests.
    static let quick = BenchSettings(runs: 3, warmup: 1, processes: 1, sizes: [100])

    /// The default settings.
    init() {}

    private init(runs: Int, warmup: Int, processes: Int, sizes: [Int]) {
        self.runs = runs
        self.warmup = warmup
        self.processes = processes
        self.sizes = sizes
    }

    /// Whether these are the default settings apart from repetitions: every architecture and list length.
    var measuresEverything: Bool {
        architectures.isEmpty && sizes == BenchSettings().sizes
            && terminalSize == BenchSettings().terminalSize
    }

    /// The arguments that give a worker process these settings.
    var workerArguments: [String] {
        [
            "--runs", String(runs), "--warmup", String(warmup), "--sizes",
            sizes.map(String.init).joined(separator: ","), "--clock", clock.rawValue,
        ]
    }

    /// Reads the value of a settings option; returns false when `argument` is none.
    mutating func read(_ argument: String, from list: inout ArgumentList) throws(UsageError) -> Bool {
        switch argument {
        case "--runs": runs = try Self.count(list.value(for: argument), option: argument, minimum: 1)
        case "--warmup": warmup = try Self.count(list.value(for: argument), option: argument, minimum: 0)
        case "--processes":
            processes = try Self.count(list.value(for: argument), option: argument, minimum: 1)
        case "--sizes":
            let value = try list.value(for: argument)
            sizes = try value.split(separator: ",", omittingEmptySubsequences: false).map {
                (text) throws(UsageError) in try Self.count(String(text), option: argument, minimum: 1)
            }
        case "--architecture": architectures.append(try list.value(for: argument))
        case "--clock":
            let value = try list.value(for: argument)
            guard let clock = BenchClock(rawValue: value) else {
                throw .invalidValue(value, option: argument, allowed: BenchClock.allCases.map(\.rawValue))
            }
            self.clock = clock
        default: return false
        }
        return true
    }

    private static func count(_ text: String, option: String, minimum: Int) throws(UsageError) -> Int {
        guard let count = Int(text), count >= minimum else {
            throw .invalidValue(text, option: option, allowed: ["a whole number of at least \(minimum)"])
        }
        return count
    }
}
