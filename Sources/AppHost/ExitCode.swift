/// The exit codes of the front ends.
public enum ExitCode {
    /// Everything went as asked.
    public static let success: Int32 = 0
    /// The database or a file named on the command line could not be used.
    public static let failure: Int32 = 1
    /// The command line was wrong, or there is no terminal to run in.
    public static let usage: Int32 = 2

    /// The conventional code for a program ended by `signal`: 128 plus its number.
    public static func terminated(by signal: Int32) -> Int32 {
        128 + signal
    }
}
