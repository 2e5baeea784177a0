/// What a finished child process left: its exit status, everything it printed and how long it ran.
package struct ProcessOutput: Sendable {
    /// The exit status; non-zero means failure.
    package var status: Int32
    /// Standard output and standard error, interleaved as written.
    package var text: String
    /// Wall-clock seconds from launch to exit.
    package var seconds: Double
    /// Whether the process was stopped because it ran out of time.
    package var timedOut: Bool

    /// The outcome of one process.
    package init(status: Int32, text: String, seconds: Double, timedOut: Bool = false) {
        self.status = status
        self.text = text
        self.seconds = seconds
        self.timedOut = timedOut
    }
}
