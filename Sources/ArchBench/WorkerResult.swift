import ArchDiffBench

/// What a run of one architecture measured: every sample of every figure, and its process's peak
/// memory. A worker process prints it as JSON for the `archdiff bench` that started it.
struct WorkerResult: Codable {
    /// The samples of one figure.
    struct Series: Codable {
        /// The figure's key (``BenchFigure/Kind``'s raw value).
        var figure: String
        /// The list length, or nil for a figure of the whole process.
        var tasks: Int?
        /// The samples, in the order they were taken.
        var values: [Double]
    }

    /// The architecture's name.
    var architecture: String
    /// The samples.
    var series: [Series]

    /// The samples, keyed by figure.
    var samples: [BenchFigure: [Double]] {
        var samples: [BenchFigure: [Double]] = [:]
        for series in series {
            guard let kind = BenchFigure.Kind(rawValue: series.figure) else { continue }
            samples[BenchFigure(kind, tasks: series.tasks), default: []] += series.values
        }
        return samples
    }
}
