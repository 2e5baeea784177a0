#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the active `SignalPipe`, or -1. This is the only global mutable state in TerminalKit:
/// a POSIX signal handler gets no context, so it must find the pipe here. It is written only on the main
/// thread while no handler is installed (before `sigaction` installs, after it uninstalls) and read only
/// by the handler, so the handler never sees it change.
nonisolated(unsafe) private var signalPipeWriteDescriptor: Int32 = -1

/// The signal handler: writes the signal number as one byte to the self-pipe and does nothing else
/// (`write` is async-signal-safe; errno is preserved for the interrupted code).
private func forwardSignalToPipe(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteDescriptor, &byte, 1)
    errno = savedErrno
}

/// The self-pipe trick: handlers for the terminal's signals write to a non-blocking pipe that the event
/// loop polls next to the input, so signals become ordinary events. One may be installed at a time.
final class SignalPipe {
    /// The signals that end the program: the host restores the terminal and exits.
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// The signals that are turned into events: termination, resizing and job control.
    static let signals: [Int32] = terminationSignals + [SIGWINCH, SIGTSTP, SIGCONT]

    /// The end the event loop polls and reads.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var previousActions: [(signal: Int32, action: sigaction)] = []
    private var previousMask = sigset_t()
    private var isInstalled = true

    /// Creates the pipe and installs the handlers, remembering the handlers they replace.
    init() throws(TerminalError) {
        guard signalPipeWriteDescriptor == -1 else {
            throw .systemCall("sigaction: another Terminal is started", errno: EBUSY)
        }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteDescriptor = writeDescriptor
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = forwardSignalToPipe
        #else
            action.__sigaction_u.__sa_handler = forwardSignalToPipe
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for signal in Self.signals {
            var previous = sigaction()
            guard sigaction(signal, &action, &previous) == 0 else {
                let error = errno
                uninstall()
                throw .systemCall("sigaction", errno: error)
            }
            previousActions.append((signal, previous))
        }
        unblockSignals()
    }

    /// A process inherits its parent's blocked signals (a program started from a worker thread may
    /// have SIGTERM blocked), so the handled signals are unblocked while the handlers are installed.
    private func unblockSignals() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in Self.signals {
            sigaddset(&handled, signal)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, &previousMask)
    }

    deinit {
        uninstall()
    }

    /// Puts the previous handlers back and closes the pipe; safe to call more than once.
    func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        for (signal, action) in previousActions.reversed() {
            var previous = action
            _ = sigaction(signal, &previous, nil)
        }
        previousActions.removeAll()
        _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        signalPipeWriteDescriptor = -1
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Stops the process group with SIGTSTP's default action, as the terminal's suspend key would, and
    /// returns once it is continued (a process group without a parent shell to continue it is not stopped).
    func stopProcessGroup() {
        var stop = sigaction()
        sigemptyset(&stop.sa_mask)
        var handler = sigaction()
        _ = sigaction(SIGTSTP, &stop, &handler)
        _ = kill(0, SIGTSTP)
        _ = sigaction(SIGTSTP, &handler, nil)
    }

    /// Returns when a signal is waiting in the pipe, or after `milliseconds`.
    func waitForSignal(milliseconds: Int32) {
        guard isInstalled else { return }
        var descriptor = pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, milliseconds)
    }

    /// Reads the signals that come within `milliseconds`, oldest first. A signal sent while the process was
    /// stopped is delivered once it continues, to any of its threads; the handler on another thread may
    /// write it a moment after the main thread saw SIGCONT.
    func collect(forMilliseconds milliseconds: Int32) -> [Int32] {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(milliseconds)
        var signals: [Int32] = []
        while clock.now < deadline {
            waitForSignal(milliseconds: max(1, Int32((deadline - clock.now) / .milliseconds(1))))
            signals += drain()
        }
        return signals
    }

    /// Reads every signal number waiting in the pipe, oldest first, without blocking.
    func drain() -> [Int32] {
        guard isInstalled else { return [] }
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[..<count].map { Int32($0) }
        }
        return signals
    }
}
