/// One figure measured for every architecture, and which of their differences are beyond noise.
package struct BenchRow: Equatable, Sendable {
    /// A difference beyond noise from the row's best (lowest) median.
    package struct Difference: Equatable, Sendable {
        /// The architecture whose median is higher than the best.
        package var architecture: String
        /// Its median over the best one, minus 1: 0.4 is 40 % more.
        package var relativeIncrease: Double
    }

    /// What is measured.
    package var figure: BenchFigure
    /// The summary per architecture name; an architecture without samples is missing.
    package var summaries: [String: SampleSummary]
    /// The median of each worker process's samples, per architecture name; empty when not recorded.
    package var processMedians: [String: [Double]]

    /// A row of `figure` with these summaries and per-process medians.
    package init(
        figure: BenchFigure, summaries: [String: SampleSummary], processMedians: [String: [Double]] = [:]
    ) {
        self.figure = figure
        self.summaries = summaries
        self.processMedians = processMedians
    }

    /// A row of `figure` from raw samples per architecture name, one list per worker process.
    package init(figure: BenchFigure, processSamples: [String: [[Double]]]) {
        self.init(
            figure: figure,
            summaries: processSamples.compactMapValues { SampleSummary(samples: $0.flatMap { $0 }) },
            processMedians: processSamples.mapValues { $0.compactMap { SampleSummary(samples: $0)?.median } })
    }

    /// The architecture with the lowest median among `architectures` (the first of equals), if any has one.
    package func best(among architectures: [String]) -> String? {
        architectures.filter { summaries[$0] != nil }.min { summaries[$0]!.median < summaries[$1]!.median }
    }

    /// The architectures whose figure is beyond noise above the best one, in the order given.
    package func differences(among architectures: [String]) -> [Difference] {
        guard let best = best(among: architectures), let lowest = summaries[best] else { return [] }
        return architectures.compactMap { name in
            guard name != best, let summary = summaries[name],
                NoiseRule.isBeyondNoise(
                    lowest, summary, processMedians: (processMedians[best] ?? [], processMedians[name] ?? []),
                    isExact: figure.kind.isExact)
            else { return nil }
            let increase = lowest.median == 0 ? 0 : summary.median / lowest.median - 1
            return Difference(architecture: name, relativeIncrease: increase)
        }
    }
}
