import Dispatch
import Foundation

/// Runs real child processes with Foundation's `Process`, capturing their output.
public struct LiveProcessRunner: ProcessRunning {
    /// A runner of real processes.
    public init() {}

    /// Launches `program` through `/usr/bin/env` unless it is a path, and collects its output.
    public func run(_ program: String, _ arguments: [String], in directory: String) throws -> ProcessOutput {
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        return ProcessOutput(
            status: process.terminationStatus, text: String(decoding: data, as: UTF8.self), seconds: seconds)
    }
}
