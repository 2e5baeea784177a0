import FileOutput
import Foundation
import MVC
import TestSupport
import Testing

@testable import AppHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The console and the host when standard output cannot be written.
@Suite("Console")
@MainActor
struct ConsoleTests {
    /// A standard output on a full disk that counts the writes it is asked for, and a recorded standard error.
    final class FullOutput: @unchecked Sendable {
        private let lock = NSLock()
        private var attempts = 0
        private var errorText = ""

        /// How many writes to standard output were asked for.
        var writes: Int { lock.withLock { attempts } }
        /// Everything written to standard error.
        var errors: String { lock.withLock { errorText } }

        var console: Console {
            Console(
                output: { _ throws(StandardStream.WriteError) in
                    self.lock.withLock { self.attempts += 1 }
                    throw StandardStream.WriteError(stream: "standard output", reason: .system(ENOSPC))
                },
                error: { text in self.lock.withLock { self.errorText += text } }
            )
        }
    }

    @Test("after a failed write to standard output it keeps the error and writes nothing more there")
    func stopsAfterFailure() {
        let output = FullOutput()
        let console = output.console
        console.print("first")
        console.print("second")
        #expect(output.writes == 1)
        #expect(
            console.outputFailure?.description == "cannot write to standard output: no space left on device")
        #expect(output.errors.isEmpty)
    }

    @Test("a console that writes without failing has no failure")
    func noFailure() {
        let recorder = ConsoleRecorder()
        let console = recorder.console
        console.print("text")
        #expect(console.outputFailure == nil)
        #expect(recorder.output == "text\n")
    }

    @Test(
        "the host reports a failed write to standard output once, with its name, and exits 1",
        arguments: [["--help"], ["--version"]])
    func hostReportsFailure(_ arguments: [String]) async {
        let output = FullOutput()
        let code = await AppHost(architecture: MVCArchitecture(), environment: [:], console: output.console)
            .run(arguments: arguments)
        #expect(code == ExitCode.failure)
        #expect(output.errors == "mvc: cannot write to standard output: no space left on device\n")
    }
}
