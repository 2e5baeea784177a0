import ArchDiffReport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command may use from its surroundings, so that tests can run commands in memory.
///
/// `@unchecked Sendable`: one command uses it at a time, from start to end, even when that command runs
/// the architectures on the main actor (`bench`, `trace`); its sinks are never written from two threads.
package struct CommandContext: @unchecked Sendable {
    /// The folder relative paths are resolved against.
    package var currentDirectory: String
    /// The environment variables, such as `NO_COLOR`.
    package var environment: [String: String]
    /// Whether standard output is a terminal, which allows colour.
    package var outputIsTerminal: Bool
    private let output: any TextSink
    private let errors: any TextSink

    /// Where results go: what is written reaches it with its control characters but line breaks made
    /// visible.
    package var standardOutput: any TextSink { standardOutput(styledBy: .plain) }
    /// Where errors and notes go: what is written reaches it with its control characters but line breaks
    /// made visible.
    package var standardError: any TextSink { VisibleTextSink(errors, style: .plain) }
    /// How tables are coloured: only on a terminal, and not when `NO_COLOR` is set.
    package var style: TerminalStyle {
        TerminalStyle.detect(outputIsTerminal: outputIsTerminal, environment: environment)
    }

    /// Where results styled by `style` go: what is written reaches standard output with its control
    /// characters made visible, but line breaks and the escape sequences of `style` (see
    /// ``TerminalStyle/visible(_:)``).
    package func standardOutput(styledBy style: TerminalStyle) -> any TextSink {
        VisibleTextSink(output, style: style)
    }

    /// A context with the given surroundings.
    package init(
        currentDirectory: String, environment: [String: String] = [:], outputIsTerminal: Bool = false,
        standardOutput: any TextSink, standardError: any TextSink
    ) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.output = standardOutput
        self.errors = standardError
    }

    /// The running process's directory and environment, with `standardOutput` and `standardError` writing
    /// to its standard output and standard error.
    static func live(standardOutput: any TextSink, standardError: any TextSink) -> CommandContext {
        CommandContext(
            currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardOutput: standardOutput, standardError: standardError)
    }
}

extension OutputFormat {
    /// How output in this format is styled in `context`: a table in `context.style`, the others never.
    package func style(in context: CommandContext) -> TerminalStyle {
        self == .table ? context.style : .plain
    }
}
