import Foundation
import Testing

@testable import ArchDiffProcesses

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

    /// What an interrupted archdiff does: every child it waits for, and what each started, is stopped.
    @Test("stops every running child of a registry, with the processes each started")
    func stopAll() throws {
        #if os(Linux)
            let start = "setsid sleep 60 &"
        #else
            let start = "sleep 60 &"
        #endif
        let children = ChildProcesses()
        let runner = LiveProcessRunner(children: children)
        let finished = DispatchSemaphore(value: 0)
        let outputs = OutputBox()
        for _ in 0..<2 {
            Thread {
                outputs.append(
                    try? runner.run(
                        "/bin/sh", ["-c", "trap '' INT; \(start) echo $!; wait"], in: "/", environment: [:],
                        timeout: nil))
                finished.signal()
            }.start()
        }
        var waited = 0
        while children.processIdentifiers.count < 2 && waited < 200 {
            usleep(50_000)
            waited += 1
        }
        // Each shell has started its sleep: on a busy machine that can take longer than a fixed pause.
        while children.processIdentifiers.contains(where: { ProcessTree.descendants(of: $0).isEmpty })
            && waited < 400
        {
            usleep(50_000)
            waited += 1
        }
        #expect(children.stopAll(grace: 0.5) == 2)
        for _ in 0..<2 {
            #expect(finished.wait(timeout: .now() + 20) == .success)
        }
        #expect(children.processIdentifiers.isEmpty)
        let sleepers = outputs.values.compactMap {
            $0.flatMap { Int32($0.text.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        #expect(sleepers.count == 2)
        for sleeper in sleepers {
            var alive = true
            for _ in 0..<50 where alive {
                alive = kill(sleeper, 0) == 0
                if alive { usleep(100_000) }
            }
            #expect(!alive, "\(sleeper), started by a stopped child, still runs")
        }
    }
}

/// Outputs collected from several threads.
private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [ProcessOutput?] = []

    var values: [ProcessOutput?] {
        lock.withLock { collected }
    }

    func append(_ output: ProcessOutput?) {
        lock.withLock { collected.append(output) }
    }
}
