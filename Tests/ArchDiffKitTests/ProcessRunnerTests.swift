import ArchDiffKit
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Running processes")
struct ProcessRunnerTests {
    @Test("passes extra environment variables and collects standard output and error together")
    func environment() throws {
        let output = try LiveProcessRunner().run(
            "/bin/sh", ["-c", "echo \"$ARCHDIFF_PROBE\"; echo err >&2; exit 3"], in: "/",
            environment: ["ARCHDIFF_PROBE": "probe"], timeout: nil)
        #expect(output.status == 3)
        #expect(output.text == "probe\nerr\n")
        #expect(!output.timedOut)
    }

    /// The shell ignores ctrl-c, and on Linux starts its child in a session of its own (as `swift test`
    /// starts the test binary in a process group of its own), so killing the shell's group is not enough.
    @Test("stops a process that outlives its time limit, and the processes it started")
    func timeout() throws {
        #if os(Linux)
            let start = "setsid sleep 60 &"
        #else
            let start = "sleep 60 &"
        #endif
        let output = try LiveProcessRunner().run(
            "/bin/sh", ["-c", "trap '' INT; \(start) echo $!; wait"], in: "/", environment: [:], timeout: 0.5)
        #expect(output.timedOut)
        #expect(output.seconds < 20)
        let child = try #require(Int32(output.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        var alive = true
        for _ in 0..<50 where alive {
            alive = kill(child, 0) == 0
            if alive { usleep(100_000) }
        }
        #expect(!alive, "the child \(child) of the stopped shell still runs")
    }
}
