/// Runs programs for `archdiff tests --run` and `archdiff mutants`; tests replace it with recorded
/// outputs.
package protocol ProcessRunning: Sendable {
    /// Runs `program` (a path, or a name looked up on `PATH`) with `arguments` in `directory`, with
    /// `environment` added to the inherited variables, and waits for it to finish. After `timeout`
    /// seconds, when given, the program and every process it started are stopped and the output says
    /// it timed out.
    func run(
        _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
        timeout: Double?
    ) throws -> ProcessOutput
}

extension ProcessRunning {
    /// Runs `program` with `arguments` in `directory`, in the inherited environment, without a time limit.
    package func run(_ program: String, _ arguments: [String], in directory: String) throws -> ProcessOutput {
        try run(program, arguments, in: directory, environment: [:], timeout: nil)
    }
}
