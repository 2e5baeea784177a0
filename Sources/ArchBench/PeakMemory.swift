#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The most memory this process has held in RAM so far: `getrusage`'s maximum resident set size.
enum PeakMemory {
    /// The peak resident set size of this process, in MiB.
    static func ofThisProcess() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            let bytes = Double(usage.ru_maxrss) * 1024  // Linux counts KiB
        #else
            getrusage(RUSAGE_SELF, &usage)
            let bytes = Double(usage.ru_maxrss)  // Darwin counts bytes
        #endif
        return bytes / (1024 * 1024)
    }
}
