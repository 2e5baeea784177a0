import ArchDiffSupport

/// Where, when and how a bench run was made, so that its figures can be judged and repeated; read from
/// the members of the JSON that `archdiff bench` writes.
package struct BenchRun: Equatable, Sendable, Decodable {
    /// The machine the run was made on.
    package struct Machine: Equatable, Sendable, Decodable {
        /// The operating system and its version.
        package var system: String
        /// The processor's model name, or `unknown`.
        package var processor: String
        /// The processors the run could use.
        package var cores: Int
        /// The machine's memory in GiB.
        package var memoryGiB: Double

        /// A machine described by these fields.
        package init(system: String, processor: String, cores: Int, memoryGiB: Double) {
            self.system = system
            self.processor = processor
            self.cores = cores
            self.memoryGiB = memoryGiB
        }

        private enum CodingKeys: String, CodingKey {
            case system, processor, cores
            case memoryGiB = "memory_gib"
        }

        /// One line: `Linux 6.8, Intel Xeon, 2 cores, 7.8 GiB`.
        package var description: String {
            "\(system), \(processor), \(cores) cores, \(Formatting.decimal(memoryGiB, places: 1)) GiB"
        }
    }

    /// The start of the run, in UTC, as ISO 8601 (`2025-01-31T12:00:00Z`).
    package var date: String
    /// The commit checked out when the run started (short hash), with `+changes` when the work tree
    /// then held uncommitted changes to tracked files, or `unknown`.
    package var commit: String
    /// The machine.
    package var machine: Machine
    /// `release` or `debug`: debug figures say little about the code.
    package var configuration: String
    /// Measured samples per figure in each process.
    package var runs: Int
    /// Unmeasured repetitions before them.
    package var warmup: Int
    /// Processes per architecture; samples are pooled over them.
    package var processes: Int
    /// The list lengths, in tasks.
    package var sizes: [Int]
    /// The headless terminal's size, such as `80x24`.
    package var terminalSize: String
    /// `process-cpu` when times are the process's CPU time, `wall` when they are elapsed time, and `cpu`
    /// in runs recorded before the clock was the process's, when times were the measuring thread's.
    package var clock: String

    private enum CodingKeys: String, CodingKey {
        case date, commit, machine, configuration, runs, warmup, processes, sizes, clock
        case terminalSize = "terminal_size"
    }

    /// A run described by these fields.
    package init(
        date: String, commit: String, machine: Machine, configuration: String, runs: Int, warmup: Int,
        processes: Int, sizes: [Int], terminalSize: String, clock: String
    ) {
        self.date = date
        self.commit = commit
        self.machine = machine
        self.configuration = configuration
        self.runs = runs
        self.warmup = warmup
        self.processes = processes
        self.sizes = sizes
        self.terminalSize = terminalSize
        self.clock = clock
    }

    /// What the times are: `process CPU time`, `wall-clock time`, or `thread CPU time` in older runs.
    package var clockDescription: String {
        switch clock {
        case "process-cpu": "process CPU time"
        case "cpu": "thread CPU time"
        default: "wall-clock time"
        }
    }

    /// The run in one line: `2025-01-31T12:00:00Z, commit abc1234, release build, 3 processes × 50 runs
    /// (after 5 warm-up), 80x24, process CPU time`.
    package var description: String {
        "\(date), commit \(commit), \(configuration) build, \(Prose.count(processes, "process", plural: "processes"))"
            + " × \(Prose.count(runs, "run")) (after \(warmup) warm-up), \(terminalSize), \(clockDescription)"
    }
}
