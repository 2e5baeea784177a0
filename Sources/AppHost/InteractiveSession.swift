import Foundation
import TaskListDomain
import TerminalKit

/// The run loop of a front end in a real terminal: read keys, let the screens handle them, draw the
/// changed cells, and on idle ticks look for other processes' writes to the database. The window's
/// title names the front end.
final class InteractiveSession {
    /// How often another process's writes are looked for; they show within a second (B36).
    static let changeCheckInterval: Duration = .milliseconds(250)
    /// How long a lone ESC byte waits for the rest of an escape sequence.
    static let escapeTimeout: Duration = .milliseconds(30)
    /// The key that suspends the program (B52).
    static let suspendKey = Key.control("z")

    private let terminal: Terminal
    private let root: any View
    private let isFinished: () -> Bool
    private let service: any TaskListService
    private let title: String
    private var renderer = Renderer()
    private var decoder = KeyDecoder()
    private let clock = ContinuousClock()

    /// A session drawing `root` and giving it the keys until `isFinished`, checking `service` for other
    /// processes' writes, in a window named `title`.
    init(
        terminal: Terminal, root: any View, isFinished: @escaping () -> Bool, service: any TaskListService,
        title: String
    ) {
        self.terminal = terminal
        self.root = root
        self.isFinished = isFinished
        self.service = service
        self.title = title
    }

    /// Runs until the user quits or a signal ends the program; the terminal is restored on every way out.
    func run() throws(TerminalError) -> Int32 {
        terminal.setTitle(title)
        try terminal.start()
        defer { terminal.restore() }
        var size = terminal.size
        var nextChangeCheck = clock.now + Self.changeCheckInterval
        var awaitingEscape = false
        while !isFinished() {
            if !terminal.hasPendingInput {
                draw(size: size)
            }
            let timeout = awaitingEscape ? Self.escapeTimeout : nextChangeCheck - clock.now
            switch terminal.nextEvent(timeout: max(timeout, .zero)) {
            case .input(let bytes):
                handle(decoder.decode(bytes))
                awaitingEscape = true
            case .timeout:
                handle(decoder.flush())
                awaitingEscape = false
            case .resized(let newSize):
                size = newSize
                renderer.invalidate()
            case .terminated(let signal):
                return ExitCode.terminated(by: signal)
            case .inputClosed:
                return ExitCode.success
            }
            if clock.now >= nextChangeCheck {
                service.checkForExternalChanges()
                nextChangeCheck = clock.now + Self.changeCheckInterval
            }
        }
        return ExitCode.success
    }

    /// Hands the keys to the screens; ctrl-z suspends the program, as it does any job in a shell.
    private func handle(_ keys: [Key]) {
        for key in keys where !isFinished() {
            if key == Self.suspendKey {
                terminal.suspend()
                renderer.invalidate()
                continue
            }
            _ = root.handle(key)
        }
    }

    private func draw(size: Size) {
        var screen = Screen(size: size)
        root.draw(in: &screen, area: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let bytes = renderer.render(screen)
        if !bytes.isEmpty {
            terminal.write(bytes)
        }
    }
}
