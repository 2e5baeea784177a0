#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock the benchmark reads times from.
///
/// `cpu` counts only the time this process ran on a processor, on every thread, so a machine busy with
/// other work barely moves it, and a measurement that resumes on another thread after an `await` still
/// reads one clock; `wall` counts the time that passed, what a user waits for on an idle machine.
enum BenchClock: String, CaseIterable, Sendable {
    case cpu
    case wall

    /// The clock's name in a saved run: `process-cpu` or `wall`. Runs saved before the CPU clock was the
    /// process's say `cpu`, their times being the measuring thread's.
    var recordedName: String {
        self == .cpu ? "process-cpu" : rawValue
    }

    /// The clock's reading in milliseconds, from an arbitrary start.
    func now() -> Double {
        var time = timespec()
        clock_gettime(self == .cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The milliseconds `body` took on this clock, run on the caller's actor.
    func measure(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void)
        async rethrows
        -> Double
    {
        let start = now()
        try await body()
        return now() - start
    }
}
