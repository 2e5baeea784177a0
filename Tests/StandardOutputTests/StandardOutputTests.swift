import Foundation
import TestSupport
import Testing

/// The built programs with standard output on a full disk or a pipe nobody reads: one message on standard
/// error and exit status 1, never a crash (FileHandle.write used to trap: exit 132).
@Suite("A failed write to standard output")
struct StandardOutputTests {
    /// A program and the arguments it is run with.
    struct Invocation: CustomTestStringConvertible, Sendable {
        var program: String
        var arguments: [String]

        var testDescription: String {
            ([program] + arguments.map { $0.hasPrefix("/") ? ($0 as NSString).lastPathComponent : $0 })
                .joined(separator: " ")
        }
    }

    /// What a finished program left.
    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var error: String
    }

    static let frontEnds = ["mvc", "mvp", "mvvm", "viper", "unidirectional"]
    static let keyScript = Repository.url(
        "Tests/ConformanceTests/Scenarios/B01-home-lists-with-progress.keys"
    )
    .path

    /// Every command that writes to standard output, in archdiff and in each front end.
    static let writers: [Invocation] =
        [["--version"], ["--help"], ["help", "metrics"], ["metrics", "--help"], ["metrics"]].map {
            Invocation(program: "archdiff", arguments: $0)
        }
        + frontEnds.flatMap { name in
            [["--version"], ["--help"], ["--in-memory", "--replay", keyScript]].map {
                Invocation(program: name, arguments: $0)
            }
        }

    @Test("on a full disk it says so once on standard error and exits 1", arguments: writers)
    func fullDisk(_ invocation: Invocation) throws {
        let outcome = try Self.run(invocation, output: try Self.fullDevice())
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "\(invocation.program): cannot write to standard output: no space left on device\n")
    }

    @Test(
        "into a pipe whose reader is gone it says so once on standard error and exits 1",
        arguments: [
            Invocation(program: "archdiff", arguments: ["--help"]),
            Invocation(program: "mvc", arguments: ["--in-memory", "--replay", keyScript]),
        ])
    func closedPipe(_ invocation: Invocation) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let outcome = try Self.run(invocation, output: pipe)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 1)
        #expect(outcome.error == "\(invocation.program): cannot write to standard output: broken pipe\n")
    }

    @Test(
        "a usage error with standard output and standard error on a full disk still exits 2",
        arguments: ["archdiff"] + frontEnds)
    func usageErrorOnFullDisk(_ program: String) throws {
        let process = Process()
        process.executableURL = BuiltProduct.url(named: program)
        process.arguments = ["--no-such-option"]
        process.standardOutput = try Self.fullDevice()
        process.standardError = try Self.fullDevice()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
    }

    /// Runs `invocation` in the repository with `output` as its standard output.
    static func run(_ invocation: Invocation, output: Any) throws -> Outcome {
        let process = Process()
        process.executableURL = BuiltProduct.url(named: invocation.program)
        process.arguments = invocation.arguments
        process.currentDirectoryURL = Repository.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        let error = Pipe()
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, reason: process.terminationReason, error: text)
    }

    /// `/dev/full` opened for writing, after checking it is the character device that fails every write.
    static func fullDevice() throws -> FileHandle {
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        try #require(type == .typeCharacterSpecial)
        return try #require(FileHandle(forWritingAtPath: "/dev/full"))
    }
}
