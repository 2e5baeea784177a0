import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair for testing without a real terminal: the test plays the terminal emulator
/// on the controller side; the program under test uses the device side as its tty.
public final class PseudoTerminal {
    public let controller: Int32
    public let device: Int32
    /// The device side's path, such as /dev/pts/3, for a process that opens it as its controlling terminal.
    public let deviceName: String

    /// Opens a pair whose device reports `size`; nil where the system has no pseudo-terminals.
    public init?(size: (columns: UInt16, rows: UInt16) = (80, 24)) {
        guard let functions = PseudoTerminalFunctions() else { return nil }
        let controller = functions.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0, functions.grant(controller) == 0, functions.unlock(controller) == 0,
            let name = functions.name(controller)
        else {
            return nil
        }
        let deviceName = String(cString: name)
        let device = open(deviceName, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard device >= 0 else {
            close(controller)
            return nil
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        self.device = device
        self.deviceName = deviceName
        resize(columns: size.columns, rows: size.rows)
    }

    deinit {
        close(device)
        close(controller)
    }

    /// Sets the window size the device reports.
    public func resize(columns: UInt16, rows: UInt16) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
    }

    /// Sends bytes as if typed.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Everything the program wrote to the terminal so far.
    public func readOutput() -> String {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads until the output contains `marker` or `timeout` passes, and returns all it read.
    public func readOutput(until marker: String, timeout: Duration) -> String {
        var output = ""
        let deadline = ContinuousClock.now + timeout
        while !output.contains(marker), ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            output += readOutput()
        }
        return output
    }

    /// A handle on the device side, for a child process's standard input, output and error.
    public var deviceHandle: FileHandle {
        FileHandle(fileDescriptor: device, closeOnDealloc: false)
    }

    /// The device's settings as `stty -g` prints them: input, output, control and local modes, then the
    /// control characters, in hexadecimal; equal strings mean the terminal is set up the same.
    public var settings: String {
        var attributes = termios()
        _ = tcgetattr(device, &attributes)
        let modes = [attributes.c_iflag, attributes.c_oflag, attributes.c_cflag, attributes.c_lflag]
        let characters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
        return (modes.map { String($0, radix: 16) } + characters.map { String($0, radix: 16) })
            .joined(separator: ":")
    }

    /// The device's terminal attributes; setting them is what a shell does when it takes the terminal back.
    public var attributes: termios {
        get {
            var attributes = termios()
            _ = tcgetattr(device, &attributes)
            return attributes
        }
        set {
            var attributes = newValue
            _ = tcsetattr(device, TCSANOW, &attributes)
        }
    }

    /// The device's local mode flags.
    public var localModes: tcflag_t {
        var attributes = termios()
        _ = tcgetattr(device, &attributes)
        return attributes.c_lflag
    }
}

/// The C pseudo-terminal functions; Glibc's module map hides them, so on Linux they are looked up at run time.
private struct PseudoTerminalFunctions {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    let open: Open
    let grant: Open
    let unlock: Open
    let name: Name

    init?() {
        #if canImport(Glibc)
            guard let open = dlsym(nil, "posix_openpt"), let grant = dlsym(nil, "grantpt"),
                let unlock = dlsym(nil, "unlockpt"), let name = dlsym(nil, "ptsname")
            else {
                return nil
            }
            self.open = unsafeBitCast(open, to: Open.self)
            self.grant = unsafeBitCast(grant, to: Open.self)
            self.unlock = unsafeBitCast(unlock, to: Open.self)
            self.name = unsafeBitCast(name, to: Name.self)
        #else
            open = { posix_openpt($0) }
            grant = { grantpt($0) }
            unlock = { unlockpt($0) }
            name = { ptsname($0) }
        #endif
    }
}
