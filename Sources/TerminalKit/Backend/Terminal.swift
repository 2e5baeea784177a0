#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, its size, input with a timeout, and signals as events.
///
/// `start()` takes the terminal over; `restore()` gives it back exactly as it was and is safe to call any
/// number of times (it also runs from `deinit`). Only one terminal can be started at a time. SIGTERM,
/// SIGHUP, SIGINT and SIGQUIT become `.terminated` events, also when they arrive while the process is
/// stopped; SIGTSTP and `suspend()` give the terminal back while the process is stopped and take it over
/// again when it continues in the foreground.
public final class Terminal {
    /// The size used when the terminal does not report one.
    public static let fallbackSize = Size(width: 80, height: 24)

    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[0m\u{1B}[2J\u{1B}[H"
    private static let leaveSequence = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// xterm's title stack: push the window title, and pop it back.
    private static let saveTitleSequence = "\u{1B}[22;2t"
    private static let restoreTitleSequence = "\u{1B}[23;2t"

    private let input: Int32
    private let output: Int32
    private var originalAttributes: termios?
    /// Whether raw mode and the alternate screen are on: false while the program is stopped, and after a
    /// termination signal ended a stop, when the terminal stays with the shell.
    private var isTakenOver = false
    private var signalPipe: SignalPipe?
    /// Signals read from the pipe during `suspend()` that `nextEvent(timeout:)` has yet to report.
    private var deferredSignals: [Int32] = []
    /// The window title the app asked for, shown whenever the terminal is taken over.
    private var title: String?
    private var hasSavedTitle = false

    /// Whether `fileDescriptor` refers to a terminal.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Wraps the terminal on `input` and `output`; throws `.notATerminal` if input is not a tty.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard Self.isTerminal(input) else { throw .notATerminal }
        self.input = input
        self.output = output
    }

    deinit {
        restore()
    }

    /// Whether the terminal is taken over (between `start()` and `restore()`).
    public var isStarted: Bool { originalAttributes != nil }

    /// Raw mode (no echo, no line editing, no signal keys, no flow control), the alternate screen, a hidden
    /// cursor and bracketed paste; installs the signal handlers first so no signal can leave raw mode behind.
    public func start() throws(TerminalError) {
        guard !isStarted else { return }
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        signalPipe = try SignalPipe()
        originalAttributes = attributes
        guard takeOver() else {
            let error = errno
            originalAttributes = nil
            signalPipe?.uninstall()
            signalPipe = nil
            throw .systemCall("tcsetattr", errno: error)
        }
    }

    /// Puts the window title back, leaves bracketed paste, shows the cursor, returns to the main screen,
    /// restores the original terminal attributes and signal handlers. Does nothing when not started, so
    /// calling it twice is safe; leaves the terminal alone when a suspend already gave it back.
    public func restore() {
        guard isStarted else { return }
        if isTakenOver {
            giveBack()
        }
        originalAttributes = nil
        signalPipe?.uninstall()
        signalPipe = nil
        deferredSignals.removeAll()
    }

    /// What ctrl-z does in a shell: gives the terminal back as it was, stops the process group, and once the
    /// shell continues it in the foreground (`fg`) takes the terminal over again; continued in the
    /// background (`bg`) it waits for the foreground. The next event is `.resized`, so the host draws
    /// everything again at the size the window has now, unless a termination signal came before or during
    /// the stop (as `kill %1` sends it, with SIGCONT): then the terminal stays given back, `write(_:)`
    /// drops what the host draws, and the next event is `.terminated`.
    public func suspend() {
        guard isStarted, let signalPipe else { return }
        if isTakenOver {
            giveBack()
        }
        let arrived = signalPipe.drain()
        if !arrived.contains(where: SignalPipe.terminationSignals.contains) {
            signalPipe.stopProcessGroup()
        }
        takeOverInForeground(signalPipe, arrived: arrived.filter { $0 != SIGTSTP })
    }

    /// Waits until the shell gives the process the terminal, then takes it over again and asks for a
    /// redraw; a SIGTSTP meanwhile stops the process group again. A termination signal, already `arrived`
    /// or coming while it waits, ends the wait with the terminal given back. The signals are kept for
    /// the next event.
    private func takeOverInForeground(_ signalPipe: SignalPipe, arrived: [Int32]) {
        var arrived = arrived
        while true {
            arrived += signalPipe.drain()
            if arrived.contains(where: SignalPipe.terminationSignals.contains) {
                break
            }
            if arrived.contains(SIGTSTP) {
                arrived.removeAll { $0 == SIGTSTP }
                signalPipe.stopProcessGroup()
            } else if isInForeground {
                arrived += signalPipe.collect(forMilliseconds: Self.lateSignalWindow)
                if arrived.contains(where: SignalPipe.terminationSignals.contains) {
                    break
                }
                _ = takeOver()
                arrived.append(SIGWINCH)
                break
            } else {
                signalPipe.waitForSignal(milliseconds: Self.milliseconds(Self.backgroundCheckInterval))
            }
        }
        deferredSignals += arrived.filter { $0 != SIGCONT }
    }

    /// How long a continued program listens for a termination signal sent while it was stopped before it
    /// takes the terminal over again (see `SignalPipe.collect(forMilliseconds:)`).
    private static let lateSignalWindow: Int32 = 50

    /// How often a program continued in the background looks whether it has the terminal again; `fg`
    /// also sends SIGCONT, which ends the wait at once.
    private static let backgroundCheckInterval: Duration = .milliseconds(500)

    /// Whether this process's group has the terminal, so that setting raw mode cannot stop it (SIGTTOU); true
    /// when the terminal does not say, as when it is not the controlling terminal.
    private var isInForeground: Bool {
        let group = tcgetpgrp(input)
        return group == -1 || group == getpgrp()
    }

    /// Names the terminal window (OSC 2), first saving the title it had on the terminal's title stack.
    /// Giving the terminal back (`restore()`, `suspend()`) puts the saved title back; taking it over again
    /// names the window again. A title set before `start()`, or while suspended, is shown then.
    public func setTitle(_ title: String) {
        self.title = title
        if isTakenOver {
            showTitle()
        }
    }

    private func showTitle() {
        guard let title else { return }
        if !hasSavedTitle {
            hasSavedTitle = true
            write(Array(Self.saveTitleSequence.utf8))
        }
        write(Array("\u{1B}]2;\(TerminalText.sanitize(title))\u{07}".utf8))
    }

    /// Sets raw mode from the original attributes and enters the alternate screen; false if tcsetattr failed.
    /// Keys typed meanwhile are kept (TCSADRAIN, not TCSAFLUSH): a SIGCONT must not swallow a ctrl-c.
    private func takeOver() -> Bool {
        guard var raw = originalAttributes else { return false }
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { return false }
        isTakenOver = true
        write(Array(Self.enterSequence.utf8))
        showTitle()
        return true
    }

    /// Puts the saved window title back, leaves the alternate screen and puts the original attributes back.
    /// SIGTTOU is blocked meanwhile, as `less` ignores it, so that a program ended in the background
    /// (stopped by SIGSTOP, then `kill %1`) is not stopped again by its last writes; the attributes are
    /// then the shell's, which took the terminal back, and are left alone.
    private func giveBack() {
        guard var attributes = originalAttributes else { return }
        var terminalOutput = sigset_t()
        sigemptyset(&terminalOutput)
        sigaddset(&terminalOutput, SIGTTOU)
        var previousMask = sigset_t()
        _ = pthread_sigmask(SIG_BLOCK, &terminalOutput, &previousMask)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        if hasSavedTitle {
            hasSavedTitle = false
            write(Array(Self.restoreTitleSequence.utf8))
        }
        write(Array(Self.leaveSequence.utf8))
        isTakenOver = false
        if isInForeground {
            _ = tcsetattr(input, TCSAFLUSH, &attributes)
        }
    }

    /// The window size in cells (TIOCGWINSZ) up to `Screen.maximumSize`, or `fallbackSize` when the
    /// terminal does not say.
    public var size: Size {
        for descriptor in [output, input] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return Size(width: Int(window.ws_col), height: Int(window.ws_row)).clamped(
                    to: Screen.maximumSize)
            }
        }
        return Self.fallbackSize
    }

    /// Writes all of `bytes`, retrying partial writes and interrupted calls; gives up only on a real error.
    /// Drops them while the terminal is given back to the shell after `start()`.
    public func write(_ bytes: [UInt8]) {
        guard isTakenOver || !isStarted else { return }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                systemWrite(output, buffer.baseAddress, buffer.count)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
            } else {
                return
            }
        }
    }

    /// Whether input is waiting to be read: a host that handles it before drawing skips frames that the
    /// next keys would replace at once, so a burst of input costs one frame, however large the screen.
    public var hasPendingInput: Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// Waits up to `timeout` for input or a signal. Signals come first; several resizes become one event.
    public func nextEvent(timeout: Duration) -> TerminalEvent {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if let event = pendingSignalEvent() {
                return event
            }
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            if let signalPipe {
                descriptors.append(pollfd(fd: signalPipe.readDescriptor, events: Int16(POLLIN), revents: 0))
            }
            let ready = poll(
                &descriptors, nfds_t(descriptors.count), Self.milliseconds(clock.now.duration(to: deadline)))
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .inputClosed
            }
            if ready == 0 {
                return .timeout
            }
            if descriptors.count > 1, descriptors[1].revents != 0 {
                continue
            }
            if descriptors[0].revents & Int16(POLLNVAL) != 0 {
                return .inputClosed
            }
            if descriptors[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    return .input(Array(buffer[..<count]))
                }
                if count == 0 {
                    return .inputClosed
                }
                if errno == EINTR || errno == EAGAIN { continue }
                return .inputClosed
            }
        }
    }

    /// The event for the signals waiting in the self-pipe: termination wins over everything; a stop
    /// (SIGTSTP from outside) suspends, and so does a continue in the background (after a SIGSTOP, `bg`);
    /// a continue in the foreground takes the terminal over again. Each is followed by a `.resized` event
    /// so the host redraws, or by `.terminated` when a termination signal came during the stop; several
    /// resizes become one event.
    private func pendingSignalEvent() -> TerminalEvent? {
        let signals = deferredSignals + (signalPipe?.drain() ?? [])
        deferredSignals.removeAll()
        guard !signals.isEmpty else { return nil }
        if let termination = signals.first(where: SignalPipe.terminationSignals.contains) {
            return .terminated(signal: termination)
        }
        if signals.contains(SIGTSTP) {
            suspend()
            return pendingSignalEvent() ?? .resized(size)
        }
        if signals.contains(SIGCONT), let signalPipe {
            if isTakenOver, !isInForeground {
                giveBack()
            }
            takeOverInForeground(signalPipe, arrived: [])
            return pendingSignalEvent() ?? .resized(size)
        }
        return .resized(size)
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
        guard seconds < Int64(Int32.max / 1000) else { return Int32.max }
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(milliseconds)
    }
}

/// The C `write`, under a name that does not collide with `Terminal.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
