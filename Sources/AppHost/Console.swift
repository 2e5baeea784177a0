import Foundation
import SafeText

/// Where the host writes text for the user: standard output and standard error, or a test's buffer.
///
/// Everything written is made visible first (see `VisibleText.lines`): a message may quote a key-script
/// line, a path or an argument, and none of their control characters reaches the terminal raw.
public struct Console: Sendable {
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// A console writing to `output` and `error`.
    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.writeOutput = output
        self.writeError = error
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) }
    )

    /// Writes `text`, its control characters but line breaks made visible, and a line break to standard output.
    public func print(_ text: String) {
        writeOutput(VisibleText.lines(text) + "\n")
    }

    /// Writes `text`, its control characters but line breaks made visible, and a line break to standard error.
    public func printError(_ text: String) {
        writeError(VisibleText.lines(text) + "\n")
    }
}
