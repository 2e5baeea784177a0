import Dispatch
import Foundation

/// Runs real child processes with Foundation's `Process`, capturing their output.
package struct LiveProcessRunner: ProcessRunning {
    /// How long a process stopped with an interrupt may take to end before it is killed.
    private static let interruptGrace = 3.0

    /// Where the processes being waited for are registered, so that they can be stopped together.
    package var children: ChildProcesses

    /// A runner of real processes, registering them in `children`.
    package init(children: ChildProcesses = .started) {
        self.children = children
    }

    /// Launches `program` through `/usr/bin/env` unless it is a path, collects its output, and stops
    /// it with its descendants when it outlives `timeout`.
    package func run(
        _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
        timeout: Double?
    ) throws -> ProcessOutput {
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let output = CollectedOutput()
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let pid = process.processIdentifier
        children.insert(pid)
        defer { children.remove(pid) }
        // A thread of its own: a reader waiting for a free thread of a busy global queue would hold
        // the run up until the queue frees one.
        Thread {
            output.finish(pipe.fileHandleForReading.readDataToEndOfFile())
        }.start()
        var timedOut = false
        if let timeout, !output.wait(seconds: timeout) {
            timedOut = true
            let descendants = ProcessTree.descendants(of: pid)
            ProcessTree.interrupt(pid)
            _ = output.wait(seconds: Self.interruptGrace)
            ProcessTree.kill(group: pid, processes: descendants + ProcessTree.descendants(of: pid))
            _ = output.wait(seconds: Self.interruptGrace)
        } else if timeout == nil {
            _ = output.wait(seconds: nil)
        }
        process.waitUntilExit()
        children.holdIfStopping()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        return ProcessOutput(
            status: process.terminationStatus, text: String(decoding: output.data, as: UTF8.self),
            seconds: seconds, timedOut: timedOut)
    }
}

/// The output of a child process, read on another thread until every writer has closed the pipe.
private final class CollectedOutput: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var collected = Data()

    /// Everything read so far.
    var data: Data {
        lock.withLock { collected }
    }

    /// Stores the complete output and wakes the waiting thread.
    func finish(_ data: Data) {
        lock.withLock { collected = data }
        done.signal()
    }

    /// Waits until the output is complete or `seconds` pass (`nil`: no limit); returns whether it is.
    func wait(seconds: Double?) -> Bool {
        guard let seconds else {
            done.wait()
            done.signal()
            return true
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return false }
        done.signal()
        return true
    }
}
