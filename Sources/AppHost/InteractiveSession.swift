import Foundation
import TaskListDomain
import TerminalKit

/// The run loop of a front end in a real terminal: read keys, let the screens handle them, draw the
/// changed cells, and on idle ticks look for other processes' writes to the database.
final class InteractiveSession {
    /// How often another process's writes are looked for; they show within a second (B36).
    static let changeCheckInterval: Duration = .milliseconds(250)
    /// How long a lone ESC byte waits for the rest of an escape sequence.
    static let escapeTimeout: Duration = .milliseconds(30)
    /// The key that suspends the program (B52).
    static let suspendKey = Key.control("z")

    private let terminal: Terminal
    private let navigation: NavigationStack
    private let service: any TaskListService
    private var renderer = Renderer()
    private var decoder = KeyDecoder()
    private let clock = ContinuousClock()

    init(terminal: Terminal, navigation: NavigationStack, service: any TaskListService) {
        self.terminal = terminal
        self.navigation = navigation
        self.service = service
    }

    /// Runs until the user quits or a signal ends the program; the terminal is restored on every way out.
    func run() throws(TerminalError) -> Int32 {
        try terminal.start()
        defer { terminal.restore() }
        var size = terminal.size
        var nextChangeCheck = clock.now + Self.changeCheckInterval
        var awaitingEscape = false
        while !navigation.isEmpty {
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
        for key in keys where !navigation.isEmpty {
            if key == Self.suspendKey {
                terminal.suspend()
                renderer.invalidate()
                continue
            }
            _ = navigation.handle(key)
        }
    }

    private func draw(size: Size) {
        var screen = Screen(size: size)
        navigation.draw(in: &screen, area: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let bytes = renderer.render(screen)
        if !bytes.isEmpty {
            terminal.write(bytes)
        }
    }
}
