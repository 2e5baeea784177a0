import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `mvc` as a job of an interactive bash on a pseudo-terminal, stopped and ended the ways a user
/// does it: a stopped or resumed job ends on SIGTERM, SIGHUP and SIGINT as `less` does, with the terminal
/// as it was and never taken over again.
@Suite(
    "The mvc executable under job control in bash",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
struct JobControlTests {
    /// How the job is stopped.
    enum Stop: String, CaseIterable, CustomStringConvertible {
        /// ctrl-z typed in the program.
        case controlZ
        /// SIGTSTP from another program (`kill -TSTP`).
        case terminalStop
        /// SIGSTOP from another program, which the program cannot see.
        case stop

        var description: String { rawValue }
    }

    /// How the stopped job is ended.
    enum End: String, CaseIterable, CustomStringConvertible {
        /// `kill %1`: bash sends SIGTERM, then SIGCONT, and the job stays in the background.
        case killJob
        /// SIGTERM from another program to the stopped job, then `fg`.
        case terminateThenForeground
        /// `bg`, so the job runs in the background, then `kill %1`.
        case backgroundThenKillJob

        var description: String { rawValue }
    }

    @Test(
        "B52 B53 a stopped job ends on kill %1, on fg after a SIGTERM, and on kill %1 after bg; the terminal as before",
        .timeLimit(.minutes(3)),
        arguments: Stop.allCases, End.allCases)
    func stoppedJobEnds(stop: Stop, end: End) throws {
        try endStoppedJob(stop: stop, signal: SIGTERM, end: end)
    }

    @Test(
        "B53 SIGINT and SIGHUP to a job stopped with ctrl-z end it when fg continues it",
        .timeLimit(.minutes(1)),
        arguments: [SIGINT, SIGHUP])
    func otherSignalsEndStoppedJob(signal: Int32) throws {
        try endStoppedJob(stop: .controlZ, signal: signal, end: .terminateThenForeground)
    }

    /// Runs mvc in bash, stops it as `stop` says and ends it as `end` says, with `signal` where `end`
    /// sends one itself; then checks that it ended with 128 plus the signal and the terminal is as before.
    private func endStoppedJob(stop: Stop, signal: Int32, end: End) throws {
        TerminalProcess.exclusiveUse.lock()
        defer { TerminalProcess.exclusiveUse.unlock() }
        let shell = try #require(try InteractiveShell())
        try #require(shell.take(until: InteractiveShell.prompt, timeout: .seconds(10)) != nil)
        let before = try #require(shell.output(of: "stty -g"))
        shell.run("'\(BuiltProduct.url(named: "mvc").path)' --in-memory")
        try #require(shell.take(until: "? help", timeout: .seconds(10)) != nil, "no first frame")
        let pid = tcgetpgrp(shell.terminal.controller)
        try #require(pid > 0)

        switch stop {
        case .controlZ: shell.terminal.type([0x1A])
        case .terminalStop: kill(pid, SIGTSTP)
        case .stop: kill(pid, SIGSTOP)
        }
        try #require(shell.take(until: "Stopped", timeout: .seconds(10)) != nil, "not stopped")
        try #require(shell.take(until: InteractiveShell.prompt, timeout: .seconds(10)) != nil)

        let afterwards: [String]?
        switch end {
        case .killJob:
            afterwards = shell.output(of: "kill %1; wait %1; echo \"Exit $?\"")
        case .terminateThenForeground:
            kill(pid, signal)
            afterwards = shell.output(of: "fg; echo \"Exit $?\"")
        case .backgroundThenKillJob:
            afterwards = shell.output(of: "bg; kill %1; wait %1; echo \"Exit $?\"")
        }
        let ended = waitUntilEnded(pid, timeout: .seconds(10))
        let after = shell.output(of: "stty -g; jobs")

        #expect(ended, "\(stop), \(end): the job has not ended")
        // fg and wait return the job's status, echoed as bash reports a background job's end: "Exit 143". The
        // kill cases wait for it rather than reading `jobs`, which may not have heard of the end yet.
        let report = ((afterwards ?? []) + (after ?? [])).joined(separator: "\n")
        #expect(report.contains("Exit \(128 + signal)"), "\(report)")
        #expect(!report.contains("\u{1B}[?1049h"), "the terminal was taken over again")
        #expect(after?.first == before.first, "terminal settings")
    }

    /// Waits until the process `pid` has ended: gone, or a zombie the shell has yet to reap; false when it
    /// still runs or is stopped after `timeout`.
    private func waitUntilEnded(_ pid: pid_t, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !hasEnded(pid) {
            guard ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    private func hasEnded(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let state = stat.range(of: ") ").map({ stat[$0.upperBound...].first })
        else { return false }
        return state == "Z"
    }
}
