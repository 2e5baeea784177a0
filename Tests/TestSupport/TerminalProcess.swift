import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running on a pseudo-terminal, in a process group of its own as a shell runs a job, so the
/// signals it sends its group (ctrl-z stops the whole group) reach neither the tests nor their runner.
public final class TerminalProcess {
    /// Why the program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Taken by whoever runs a program on a pseudo-terminal: concurrent runs in one test process were
    /// seen to lose keys, so they run one at a time.
    public static let exclusiveUse = NSLock()

    /// The process ID, which is also its process group's.
    public let pid: pid_t
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments` and `environment`, its standard input, output and error on
    /// `terminal`'s device side.
    public init(
        executable: URL, arguments: [String], environment: [String: String], terminal: PseudoTerminal
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal.device, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp {
                free(string)
            }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard code == 0 else {
            throw SpawnError(
                description: "cannot start \(executable.path): \(String(cString: strerror(code)))")
        }
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: .seconds(5))
        }
    }

    /// Sends `signal` to the program.
    public func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits until the program is stopped (by SIGTSTP or SIGSTOP); false when it is not within `timeout`.
    public func waitForStop(timeout: Duration) -> Bool {
        poll(timeout: timeout) { status in status & 0xFF == 0x7F }
    }

    /// Waits for the program to end and returns its exit code, or 128 plus the signal that ended it;
    /// nil, with the program killed, when it outlives `timeout`.
    public func waitForExit(timeout: Duration) -> Int32? {
        if let exitStatus { return exitStatus }
        if poll(timeout: timeout, until: { _ in exitStatus != nil }) {
            return exitStatus
        }
        kill(pid, SIGKILL)
        _ = poll(timeout: .seconds(5)) { _ in exitStatus != nil }
        return nil
    }

    /// Polls `waitpid` until `condition` holds for a status it reported, or `timeout` passes.
    private func poll(timeout: Duration, until condition: (Int32) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        repeat {
            var status: Int32 = 0
            let reaped = exitStatus == nil ? waitpid(pid, &status, WNOHANG | WUNTRACED) : 0
            if reaped == pid {
                if status & 0x7F == 0 {
                    exitStatus = (status >> 8) & 0xFF
                } else if status & 0xFF != 0x7F {
                    exitStatus = 128 + (status & 0x7F)
                }
                if condition(status) { return true }
            } else if exitStatus != nil, condition(0) {
                return true
            }
            usleep(5_000)
        } while ContinuousClock.now < deadline
        return false
    }
}
