import FileOutput
import Foundation
import SafeText

/// Where the host writes text for the user: standard output and standard error, or a test's buffer.
///
/// Everything written is made visible first (see `VisibleText.lines`): a message may quote a key-script
/// line, a path or an argument, and none of their control characters reaches the terminal raw. The first
/// write to standard output that fails is kept in ``outputFailure``, and nothing more is written there.
public struct Console: Sendable {
    private let writeOutput: @Sendable (String) throws(StandardStream.WriteError) -> Void
    private let writeError: @Sendable (String) -> Void
    private let failure = FirstFailure()

    /// A console writing to `output` and `error`.
    public init(
        output: @escaping @Sendable (String) throws(StandardStream.WriteError) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.writeOutput = output
        self.writeError = error
    }

    /// The process's standard output and standard error, written with checked writes; a failed write to
    /// standard error has nowhere to be reported, so it is dropped.
    public static var standard: Console {
        Console(
            output: { text throws(StandardStream.WriteError) in try StandardStream.output.write(text) },
            error: { try? StandardStream.error.write($0) }
        )
    }

    /// The first write to standard output that failed, or nil while every one succeeded.
    public var outputFailure: StandardStream.WriteError? {
        failure.error
    }

    /// Writes `text`, its control characters but line breaks made visible, and a line break to standard output.
    public func print(_ text: String) {
        failure.unlessFailed { () throws(StandardStream.WriteError) in
            try writeOutput(VisibleText.lines(text) + "\n")
        }
    }

    /// Writes `text`, its control characters but line breaks made visible, and a line break to standard error.
    public func printError(_ text: String) {
        writeError(VisibleText.lines(text) + "\n")
    }
}

/// The first error of a sequence of writes, shared by the copies of a ``Console``.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: StandardStream.WriteError?

    /// The error kept, if any.
    var error: StandardStream.WriteError? {
        lock.withLock { first }
    }

    /// Runs `write` unless an earlier write failed, and keeps its error.
    func unlessFailed(_ write: () throws(StandardStream.WriteError) -> Void) {
        lock.withLock {
            guard first == nil else { return }
            do throws(StandardStream.WriteError) {
                try write()
            } catch {
                first = error
            }
        }
    }
}
