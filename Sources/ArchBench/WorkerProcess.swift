import Foundation

/// Runs one architecture's measurements in a child process of this program (`archdiff bench --worker`),
/// so that its peak memory is its own. The child's progress goes to this process's standard error.
enum WorkerProcess {
    /// What went wrong with a worker.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs this executable with `arguments` and decodes the result it prints.
    static func run(arguments: [String], architecture: String) throws -> WorkerResult {
        guard let executable = Bundle.main.executableURL else {
            throw Failure(description: "cannot find this program's executable to start a worker")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "the worker measuring \(architecture) failed (status \(process.terminationStatus))")
        }
        do {
            return try JSONDecoder().decode(WorkerResult.self, from: data)
        } catch {
            throw Failure(description: "the worker measuring \(architecture) printed no result")
        }
    }
}
