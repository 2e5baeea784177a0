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
    /// The same figure in a second run, which a time difference must hold in too before it is claimed.
    package var replication: Replication = .notAsked

    /// Whether a difference must repeat in a second run before it is claimed, and that run's figure.
    package indirect enum Replication: Equatable, Sendable {
        /// One run's differences stand on their own, as `archdiff bench` prints them.
        case notAsked
        /// A second run is asked for but there is none comparable, so no time difference is claimed.
        case missing
        /// The figure in the second run.
        case row(BenchRow)
    }

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
            guard name != best, let summary = summaries[name], isBeyondNoise(best, name) else { return nil }
            let increase = lowest.median == 0 ? 0 : summary.median / lowest.median - 1
            return Difference(architecture: name, relativeIncrease: increase)
        }
    }

    /// Whether architectures `a` and `b` differ beyond noise by ``NoiseRule``, and, when a second run is
    /// asked for, differ there too, the same way round; exact figures need no second run.
    package func isBeyondNoise(_ a: String, _ b: String) -> Bool {
        guard let summaryA = summaries[a], let summaryB = summaries[b],
            NoiseRule.isBeyondNoise(
                summaryA, summaryB, processMedians: (processMedians[a] ?? [], processMedians[b] ?? []),
                isExact: figure.kind.isExact)
        else { return false }
        switch replication {
        case _ where figure.kind.isExact, .notAsked:
            return true
        case .missing:
            return false
        case .row(let repeated):
            guard let repeatedA = repeated.summaries[a], let repeatedB = repeated.summaries[b] else {
                return false
            }
            let sameWayRound = (summaryA.median < summaryB.median) == (repeatedA.median < repeatedB.median)
            return sameWayRound && repeated.isBeyondNoise(a, b)
        }
    }
}
