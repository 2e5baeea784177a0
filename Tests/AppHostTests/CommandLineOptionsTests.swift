import TerminalKit
import Testing

@testable import AppHost

@Suite("Command-line options")
struct CommandLineOptionsTests {
    @Test("no arguments run the app on the default database at 80x24")
    func defaults() throws {
        let options = try CommandLineOptions(parsing: [])
        #expect(options.action == .run)
        #expect(options.database == .standard)
        #expect(options.size == Size(width: 80, height: 24))
    }

    @Test("--db, --replay and --size are read with their values")
    func values() throws {
        let options = try CommandLineOptions(parsing: [
            "--db", "/tmp/x.sqlite3", "--replay", "s.keys", "--size", "100x30",
        ])
        #expect(options.database == .file("/tmp/x.sqlite3"))
        #expect(options.action == .replay(file: "s.keys"))
        #expect(options.size == Size(width: 100, height: 30))
    }

    @Test("B41 --in-memory selects a throwaway store")
    func inMemory() throws {
        #expect(try CommandLineOptions(parsing: ["--in-memory"]).database == .inMemory)
    }

    @Test("B47 --help and --version win over everything after them")
    func helpAndVersion() throws {
        #expect(try CommandLineOptions(parsing: ["--help", "--bogus"]).action == .help)
        #expect(try CommandLineOptions(parsing: ["-h"]).action == .help)
        #expect(try CommandLineOptions(parsing: ["--version"]).action == .version)
    }

    @Test(
        "B47 a bad command line is a usage error",
        arguments: [
            ["--bogus"], ["--db"], ["--replay"], ["--size", "80"], ["--size", "0x24"], ["--size", "axb"],
            ["--db", "a", "--in-memory"], ["--db", "--in-memory"], ["extra"],
        ]
    )
    func usageErrors(arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineOptions(parsing: arguments) }
    }

    @Test(
        "B47 an option where a value should be is missing its value; a negative value is refused for what it is"
    )
    func valuesFollowArchdiffsRule() {
        #expect(throws: UsageError("--db needs a value")) {
            try CommandLineOptions(parsing: ["--db", "-x"])
        }
        #expect(
            throws: UsageError("--latency takes a duration such as 800ms or 2s (at most 3600s), not '-5ms'")
        ) {
            try CommandLineOptions(parsing: ["--latency", "-5ms"])
        }
        #expect((try? CommandLineOptions(parsing: ["--trace", "--in-memory"]))?.trace == .beside)
    }

    @Test("B47 a usage error quotes at most 80 characters of a long argument and counts the rest")
    func longArgument() {
        let argument = String(repeating: "z", count: 100_000)
        let quoted = "'\(String(repeating: "z", count: 80))…' (99920 more characters)"
        #expect(throws: UsageError("unknown argument \(quoted)")) {
            try CommandLineOptions(parsing: [argument])
        }
        #expect(throws: UsageError("--size takes WIDTHxHEIGHT, such as 80x24, not \(quoted)")) {
            try CommandLineOptions(parsing: ["--size", argument])
        }
    }
}
