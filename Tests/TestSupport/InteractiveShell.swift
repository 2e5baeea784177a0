import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An interactive bash on a pseudo-terminal that is its controlling terminal, as in a terminal window:
/// it runs programs as jobs, and the test types ctrl-z, `kill %1`, `fg` and `bg` as a user does.
public final class InteractiveShell {
    /// The prompt the shell shows, chosen so that no other output looks like it.
    public static let prompt = "shell-ready$ "

    /// The shell's terminal; the test plays the terminal emulator on its controller side.
    public let terminal: PseudoTerminal
    /// The shell's process ID, which is also its session's and its process group's.
    public let pid: pid_t
    private var output = ""

    /// Starts bash without start-up files in a session of its own on a new pseudo-terminal; nil where there
    /// is no /bin/bash or no pseudo-terminal. Throws when the shell cannot be started.
    public init?(environment: [String: String] = ["PATH": "/usr/bin:/bin"]) throws {
        let bash = "/bin/bash"
        guard FileManager.default.isExecutableFile(atPath: bash), let terminal = PseudoTerminal() else {
            return nil
        }
        self.terminal = terminal
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, terminal.deviceName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        // POSIX_SPAWN_SETSID: the shell leads a new session, and opening the device makes it the
        // session's controlling terminal.
        let newSession: Int32 = 0x80
        posix_spawnattr_setflags(
            &attributes, Int16(newSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = [bash, "--norc", "--noprofile", "-i"]
        let environment = environment.merging(["PS1": Self.prompt]) { _, prompt in prompt }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp {
                free(string)
            }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, bash, &actions, &attributes, argv, envp)
        guard code == 0 else {
            throw TerminalProcess.SpawnError(
                description: "cannot start \(bash): \(String(cString: strerror(code)))")
        }
        self.pid = pid
    }

    deinit {
        kill(pid, SIGHUP)
        var status: Int32 = 0
        for _ in 0..<200 where waitpid(pid, &status, WNOHANG) == 0 {
            usleep(10_000)
        }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
    }

    /// Types `line` and enter.
    public func run(_ line: String) {
        terminal.type(Array((line + "\r").utf8))
    }

    /// Reads until the output since the last call to `take(until:timeout:)` contains `marker`, and
    /// returns that output up to and with the marker; nil when `timeout` passes first.
    public func take(until marker: String, timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        while !output.contains(marker) {
            guard ContinuousClock.now < deadline else { return nil }
            output += terminal.readOutput(until: marker, timeout: .milliseconds(50))
        }
        let end = output.range(of: marker)!.upperBound
        defer { output = String(output[end...]) }
        return String(output[..<end])
    }

    /// Runs `command` and returns what it printed, and what bash reported about jobs, before the next
    /// prompt, line by line; nil when no prompt came in time.
    public func output(of command: String, timeout: Duration = .seconds(10)) -> [String]? {
        let marker = "end-of-output"
        run("\(command); echo \(marker)-$((1))")
        guard let text = take(until: "\(marker)-1", timeout: timeout),
            let rest = take(until: Self.prompt, timeout: timeout)
        else { return nil }
        let lines = (text + rest).split(whereSeparator: \.isNewline).map(String.init)
        return lines.dropFirst().filter { $0 != "\(marker)-1" && $0 != Self.prompt }
    }
}
