#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock the benchmark reads times from.
///
/// `cpu` counts only the time this thread ran on a processor, so a machine busy with other work barely
/// moves it; `wall` counts the time that passed, which is what a user waits for on an idle machine.
enum BenchClock: String, CaseIterable, Sendable {
    case cpu
    case wall

    /// The clock's reading in milliseconds, from an arbitrary start.
    func now() -> Double {
        var time = timespec()
        clock_gettime(self == .cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
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
