/// Runs programs for `archdiff tests --run`; tests replace it with recorded outputs.
public protocol ProcessRunning: Sendable {
    /// Runs `program` (a path, or a name looked up on `PATH`) with `arguments` in `directory`, and
    /// waits for it to exit.
    func run(_ program: String, _ arguments: [String], in directory: String) throws -> ProcessOutput
}
