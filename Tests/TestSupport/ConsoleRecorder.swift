import AppHost
import Foundation

/// Records what a host writes to standard output and standard error.
public final class ConsoleRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    public init() {}

    /// Everything written to standard output so far.
    public var output: String { lock.withLock { outputText } }
    /// Everything written to standard error so far.
    public var error: String { lock.withLock { errorText } }

    /// A console that writes here.
    public var console: Console {
        Console(
            output: { text in self.lock.withLock { self.outputText += text } },
            error: { text in self.lock.withLock { self.errorText += text } }
        )
    }
}
