import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command may use from its surroundings, so that tests can run commands in memory.
public struct CommandContext {
    /// The folder relative paths are resolved against.
    public var currentDirectory: String
    /// The environment variables, such as `NO_COLOR`.
    public var environment: [String: String]
    /// Whether standard output is a terminal, which allows colour.
    public var outputIsTerminal: Bool
    /// Where results go.
    public var standardOutput: any TextSink
    /// Where errors and notes go.
    public var standardError: any TextSink

    /// A context with the given surroundings.
    public init(
        currentDirectory: String, environment: [String: String] = [:], outputIsTerminal: Bool = false,
        standardOutput: any TextSink, standardError: any TextSink
    ) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The running process's directory, environment, standard output and standard error.
    public static func live() -> CommandContext {
        CommandContext(
            currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardOutput: FileHandleSink(.standardOutput), standardError: FileHandleSink(.standardError))
    }
}
