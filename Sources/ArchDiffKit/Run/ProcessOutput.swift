/// What a finished child process left: its exit status, everything it printed and how long it ran.
public struct ProcessOutput: Sendable {
    /// The exit status; non-zero means failure.
    public var status: Int32
    /// Standard output and standard error, interleaved as written.
    public var text: String
    /// Wall-clock seconds from launch to exit.
    public var seconds: Double

    /// The outcome of one process.
    public init(status: Int32, text: String, seconds: Double) {
        self.status = status
        self.text = text
        self.seconds = seconds
    }
}
