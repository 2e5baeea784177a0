import Foundation
import SeededRandom

/// The seed and size of a random (fuzz) test: a new seed every run unless `FUZZ_SEED` replays one, and
/// the default number of iterations scaled by `FUZZ_ITERATIONS` (a count that replaces the default).
public struct Fuzzing: CustomStringConvertible {
    /// The seed of this run.
    public let seed: UInt64
    /// How many random inputs this run tries.
    public let iterations: Int

    /// Reads `FUZZ_SEED` and `FUZZ_ITERATIONS` from `environment`; `defaultIterations` when unset.
    public init(
        defaultIterations: Int, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        seed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64(UInt32.max))
        iterations = environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? defaultIterations
    }

    /// A generator for this run's seed.
    public func makeGenerator() -> SplitMix64 {
        SplitMix64(seed: seed)
    }

    /// How to replay this run, for failure messages.
    public var description: String {
        "seed \(seed); replay with FUZZ_SEED=\(seed)"
    }
}
