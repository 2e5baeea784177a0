import TestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// These tests take over process-wide signal handlers, so they run one at a time.
@Suite("Terminal backend", .serialized)
struct TerminalTests {
    @Test("B44 a pipe is not a terminal, and a Terminal cannot be made on one")
    func pipeIsNotATerminal() {
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        #expect(!Terminal.isTerminal(descriptors[0]))
        #expect(throws: TerminalError.notATerminal) {
            try Terminal(input: descriptors[0], output: descriptors[1])
        }
    }

    @Test("B46 start enters raw mode and the alternate screen; restore undoes both, once")
    func startAndRestore() throws {
        let pty = try #require(PseudoTerminal())
        #expect(Terminal.isTerminal(pty.device))
        let before = pty.localModes
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        let raw = pty.localModes
        #expect(raw & tcflag_t(ECHO) == 0)
        #expect(raw & tcflag_t(ICANON) == 0)
        #expect(raw & tcflag_t(ISIG) == 0)
        let entered = pty.readOutput()
        #expect(entered.contains("\u{1B}[?1049h"))
        #expect(entered.contains("\u{1B}[?25l"))
        #expect(entered.contains("\u{1B}[?2004h"))

        terminal.restore()
        #expect(pty.localModes == before)
        let left = pty.readOutput()
        #expect(left.contains("\u{1B}[?2004l"))
        #expect(left.contains("\u{1B}[?25h"))
        #expect(left.contains("\u{1B}[?1049l"))
        terminal.restore()
        #expect(pty.readOutput().isEmpty)
    }

    @Test("B70 setTitle names the window after saving its title; restore puts the saved title back")
    func windowTitle() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = try Terminal(input: pty.device, output: pty.device)
        terminal.setTitle("mvp — before start")
        try terminal.start()
        #expect(pty.readOutput().hasSuffix("\u{1B}[22;2t\u{1B}]2;mvp — before start\u{07}"), "shown by start")
        terminal.setTitle("mvp — the to-do app\u{1B}]2;evil\u{07}")
        #expect(pty.readOutput() == "\u{1B}]2;mvp — the to-do app␛]2;evil␇\u{07}", "saved once, sanitised")
        terminal.restore()
        let left = pty.readOutput()
        #expect(left.hasPrefix("\u{1B}[23;2t"))
        #expect(left.components(separatedBy: "\u{1B}[23;2t").count == 2)
        terminal.restore()
        #expect(pty.readOutput().isEmpty)
    }

    @Test("B46 dropping a started terminal restores it")
    func restoreOnDeinit() throws {
        let pty = try #require(PseudoTerminal())
        let before = pty.localModes
        do {
            let terminal = try Terminal(input: pty.device, output: pty.device)
            try terminal.start()
            #expect(pty.localModes != before)
        }
        #expect(pty.localModes == before)
    }

    @Test("the size comes from the terminal's window size")
    func size() throws {
        let pty = try #require(PseudoTerminal(size: (100, 30)))
        let terminal = try Terminal(input: pty.device, output: pty.device)
        #expect(terminal.size == Size(width: 100, height: 30))
    }

    @Test("B49 a window larger than 1000x1000 counts as 1000x1000, also after SIGWINCH")
    func boundedSize() throws {
        let pty = try #require(PseudoTerminal(size: (30_000, 30_000)))
        let terminal = try Terminal(input: pty.device, output: pty.device)
        #expect(terminal.size == Size(width: 1000, height: 1000))
        try terminal.start()
        defer { terminal.restore() }
        pty.resize(columns: 1, rows: 65_535)
        kill(getpid(), SIGWINCH)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .resized(Size(width: 1, height: 1000)))
    }

    @Test("B49 pending input is seen before it is read, so a burst of keys costs one frame")
    func pendingInput() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        defer { terminal.restore() }
        #expect(!terminal.hasPendingInput)
        pty.type(Array("ab".utf8))
        let deadline = ContinuousClock.now + .seconds(2)
        while !terminal.hasPendingInput, ContinuousClock.now < deadline {
            usleep(1_000)
        }
        #expect(terminal.hasPendingInput)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .input(Array("ab".utf8)))
        #expect(!terminal.hasPendingInput)
    }

    @Test("typed bytes arrive as input; nothing arriving is a timeout")
    func input() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        defer { terminal.restore() }
        #expect(terminal.nextEvent(timeout: .milliseconds(10)) == .timeout)
        pty.type([0x03, 0x61])
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .input([0x03, 0x61]))
    }

    @Test("B33 SIGWINCH becomes a resize event with the new size")
    func resizeSignal() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        defer { terminal.restore() }
        pty.resize(columns: 90, rows: 20)
        kill(getpid(), SIGWINCH)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .resized(Size(width: 90, height: 20)))
    }

    @Test("B46 SIGTERM and SIGHUP become termination events, and restore reinstalls the old handlers")
    func terminationSignals() throws {
        let pty = try #require(PseudoTerminal())
        var original = sigaction()
        _ = sigaction(SIGTERM, nil, &original)
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        kill(getpid(), SIGTERM)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .terminated(signal: SIGTERM))
        kill(getpid(), SIGHUP)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .terminated(signal: SIGHUP))
        terminal.restore()
        var restored = sigaction()
        _ = sigaction(SIGTERM, nil, &restored)
        #expect(handlerAddress(restored) == handlerAddress(original))
    }

    @Test("B53 SIGINT and SIGQUIT become termination events too")
    func quitSignals() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        defer { terminal.restore() }
        kill(getpid(), SIGINT)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .terminated(signal: SIGINT))
        kill(getpid(), SIGQUIT)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .terminated(signal: SIGQUIT))
    }

    @Test("B52 SIGCONT takes the terminal over again, as after a stop, and asks for a whole redraw")
    func continueSignal() throws {
        let pty = try #require(PseudoTerminal(size: (70, 20)))
        let before = pty.attributes
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        defer { terminal.restore() }
        _ = pty.readOutput()
        pty.attributes = before
        kill(getpid(), SIGCONT)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .resized(Size(width: 70, height: 20)))
        #expect(pty.localModes & tcflag_t(ECHO | ICANON) == 0)
        #expect(pty.readOutput().contains("\u{1B}[?1049h"))
    }

    @Test("B52 keys typed before a SIGCONT is handled are read after it, not thrown away")
    func continueKeepsTypedKeys() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        defer { terminal.restore() }
        _ = pty.readOutput()
        pty.type([UInt8(ascii: "j"), 0x03])
        for _ in 0..<200 where !terminal.hasPendingInput {
            usleep(5_000)
        }
        raise(SIGCONT)
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .resized(terminal.size))
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .input([UInt8(ascii: "j"), 0x03]))
    }

    @Test(
        "B46 a terminal started with SIGTERM blocked, as a child of some parents is, unblocks it until restored"
    )
    func unblocksHandledSignals() throws {
        let pty = try #require(PseudoTerminal())
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        var original = sigset_t()
        _ = pthread_sigmask(SIG_BLOCK, &blocked, &original)
        defer { _ = pthread_sigmask(SIG_SETMASK, &original, nil) }
        let terminal = try Terminal(input: pty.device, output: pty.device)
        try terminal.start()
        #expect(!isBlocked(SIGTERM))
        terminal.restore()
        #expect(isBlocked(SIGTERM))
    }

    private func isBlocked(_ signal: Int32) -> Bool {
        var mask = sigset_t()
        _ = pthread_sigmask(SIG_BLOCK, nil, &mask)
        return sigismember(&mask, signal) == 1
    }

    private func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Glibc)
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    @Test("only one terminal can be started at a time")
    func oneAtATime() throws {
        let pty = try #require(PseudoTerminal())
        let first = try Terminal(input: pty.device, output: pty.device)
        let second = try Terminal(input: pty.device, output: pty.device)
        try first.start()
        #expect(throws: TerminalError.self) { try second.start() }
        first.restore()
        try second.start()
        second.restore()
    }
}
