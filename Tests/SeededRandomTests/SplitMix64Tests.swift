import SeededRandom
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("a seed gives the published SplitMix64 sequence, so a saved seed draws the same numbers again")
    func sequence() {
        var generator = SplitMix64(seed: 0)
        #expect(
            (0..<3).map { _ in generator.next() } == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    @Test("a sample holds distinct indices below the total, ascending, the same for the same seed")
    func sample() {
        var generator = SplitMix64(seed: 9)
        let sample = generator.sample(4, of: 10)
        #expect(sample == [0, 3, 5, 8])
        var again = SplitMix64(seed: 9)
        #expect(again.sample(4, of: 10) == sample)
        var all = SplitMix64(seed: 1)
        #expect(all.sample(20, of: 5) == [0, 1, 2, 3, 4])
    }
}
