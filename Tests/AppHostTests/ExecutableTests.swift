import Foundation
import TestSupport
import Testing

/// Runs the built `mvc` program as a user's shell would.
@Suite("The mvc executable")
struct ExecutableTests {
    /// The `mvc` program, built next to the test bundle because the tests depend on it.
    static let executable = BuiltProduct.url(named: "mvc")

    @Test("B44 without a terminal and without --replay it says so and exits 2")
    func refusesWithoutTerminal() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path))
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--in-memory"]
        process.standardInput = Pipe()
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(message.contains("standard input is not a terminal"))
    }
}
