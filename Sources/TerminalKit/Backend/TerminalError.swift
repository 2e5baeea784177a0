/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable {
    /// The input is not a terminal (a pipe or a file): the interactive front end cannot run.
    case notATerminal
    /// A system call failed; the name of the call and its errno.
    case systemCall(String, errno: Int32)
}
