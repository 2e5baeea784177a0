import ArchDiffProcesses
import Foundation

/// Runs one architecture's measurements in a child process of this program (`archdiff bench --worker`),
/// so that its peak memory is its own. The child's progress goes to this process's standard error; it
/// is registered in ``ChildProcesses/started``, so that an interrupted archdiff stops it.
enum WorkerProcess {
    /// Runs this executable with `arguments` and decodes the result it prints.
    static func run(arguments: [String], architecture: String) throws(BenchFailure) -> WorkerResult {
        guard let executable = Bundle.main.executableURL else {
            throw BenchFailure("cannot find this program's executable to start a worker")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchFailure("cannot start a worker process: \(error.localizedDescription)")
        }
        let children = ChildProcesses.started
        children.insert(process.processIdentifier)
        defer { children.remove(process.processIdentifier) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        children.holdIfStopping()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BenchFailure(
                "the worker measuring \(architecture) failed (status \(process.terminationStatus))")
        }
        do {
            return try JSONDecoder().decode(WorkerResult.self, from: data)
        } catch {
            throw BenchFailure("the worker measuring \(architecture) printed no result")
        }
    }
}
