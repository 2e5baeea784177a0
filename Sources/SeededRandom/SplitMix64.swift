/// A small seeded random number generator (SplitMix64): the same seed gives the same numbers, so a
/// random test or a sample of mutants can be drawn again.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// `count` distinct indices below `total`, in ascending order, drawn by a partial Fisher–Yates
    /// shuffle written out here so that the same seed picks the same indices on every Swift version.
    public mutating func sample(_ count: Int, of total: Int) -> [Int] {
        var indices = Array(0..<total)
        let picked = min(count, total)
        for position in 0..<picked {
            let offset = Int(next() % UInt64(total - position))
            indices.swapAt(position, position + offset)
        }
        return indices.prefix(picked).sorted()
    }
}
