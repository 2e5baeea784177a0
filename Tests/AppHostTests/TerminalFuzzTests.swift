import Foundation
import SeededRandom
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `mvc` on a pseudo-terminal, fed random bytes, resizes (huge ones too) and job-control
/// signals, then ctrl-c: it must end with code 0 and leave the terminal exactly as it found it. A new
/// seed every run (printed on failure; `FUZZ_SEED` replays one, `FUZZ_ITERATIONS` sets the runs).
@Suite("The mvc executable under random terminal input")
struct TerminalFuzzTests {
    /// Bytes that start and continue escape sequences, pastes and UTF-8, with the keys that open editors.
    private static let interesting: [UInt8] =
        Array("\u{1B}[O~$;0123456789ABCDHFZMadefr?jk \r\t".utf8) + [0x7F, 0x15, 0xC3, 0xA9, 0xED, 0xF0, 0x9F]
    /// ctrl-c and q quit, ctrl-z stops: the random bytes leave them out, the steps use them on purpose.
    private static let reserved: Set<UInt8> = [0x03, 0x1A, UInt8(ascii: "q")]

    @Test(
        "B46 B49 B52 B53 B54 random bytes, resizes and signals, then ctrl-c: exit 0 and the terminal as before",
        .timeLimit(.minutes(5))
    )
    func randomSessions() throws {
        let fuzzing = Fuzzing(defaultIterations: 3)
        var generator = fuzzing.makeGenerator()
        TerminalProcess.exclusiveUse.lock()
        defer { TerminalProcess.exclusiveUse.unlock() }
        for run in 0..<fuzzing.iterations {
            let terminal = try #require(PseudoTerminal(size: (80, 24)))
            let before = terminal.settings
            let process = try TerminalProcess(
                executable: BuiltProduct.url(named: "mvc"), arguments: ["--in-memory"],
                environment: ["PATH": "/usr/bin:/bin"], terminal: terminal)
            var log: [String] = []
            guard terminal.readOutput(until: "? help", timeout: .seconds(10)).contains("? help") else {
                Issue.record("run \(run), \(fuzzing): no first frame")
                return
            }
            for _ in 0..<25 {
                log.append(step(process, terminal, using: &generator))
                _ = terminal.readOutput(until: "\u{1B}[?1049l", timeout: .milliseconds(30))
            }
            _ = terminal.readOutput(until: "\u{1B}[?1049l", timeout: .milliseconds(200))
            terminal.type([0x03])
            _ = terminal.readOutput(until: "\u{1B}[?1049l", timeout: .seconds(10))
            let code = process.waitForExit(timeout: .seconds(10))
            let restored = terminal.settings == before
            guard code == 0, restored else {
                Issue.record(
                    """
                    run \(run), \(fuzzing): exit \(code.map(String.init) ?? "none, killed"), \
                    settings restored: \(restored)
                    steps: \(log.joined(separator: "; "))
                    """)
                return
            }
        }
    }

    /// One random thing a user or the system does to the program; returns what it did, for the log.
    private func step(
        _ process: TerminalProcess, _ terminal: PseudoTerminal, using generator: inout SplitMix64
    ) -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            let sizes: [(UInt16, UInt16)] = [(30_000, 30_000), (1, 65_535), (65_535, 1), (20, 6), (120, 40)]
            let size = sizes.randomElement(using: &generator)!
            terminal.resize(columns: size.0, rows: size.1)
            process.send(SIGWINCH)
            return "resize \(size.0)x\(size.1)"
        case 1:
            let stop = Bool.random(using: &generator)
            if stop { terminal.type([0x1A]) } else { process.send(SIGTSTP) }
            let stopped = process.waitForStop(timeout: .seconds(5))
            _ = terminal.readOutput()
            process.send(SIGCONT)
            return "\(stop ? "ctrl-z" : "SIGTSTP") (stopped: \(stopped)), SIGCONT"
        case 2:
            process.send(SIGCONT)
            return "SIGCONT"
        default:
            let bytes = (0..<Int.random(in: 1...48, using: &generator)).map { _ in
                var byte: UInt8
                repeat {
                    byte =
                        Bool.random(using: &generator)
                        ? Self.interesting.randomElement(using: &generator)!
                        : UInt8.random(in: 0...255, using: &generator)
                } while Self.reserved.contains(byte)
                return byte
            }
            terminal.type(bytes)
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            return "bytes \(bytes.map { String($0, radix: 16) }.joined(separator: " "))"
        }
    }
}
