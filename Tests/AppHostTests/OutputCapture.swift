import AppHost
import Foundation

/// Collects what a host writes to standard output and standard error.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    var output: String { lock.withLock { outputText } }
    var error: String { lock.withLock { errorText } }

    var console: Console {
        Console(
            output: { text in self.lock.withLock { self.outputText += text } },
            error: { text in self.lock.withLock { self.errorText += text } }
        )
    }
}
