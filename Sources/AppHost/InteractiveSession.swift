import Foundation
import TaskListDomain
import TerminalKit

/// The run loop of a front end in a real terminal: read keys, let the screens handle them, draw the
/// changed cells, and on idle ticks look for other processes' writes to the database. The window's
/// title names the front end.
///
/// The service answers on the main actor, which this loop runs on: while calls are in flight it looks
/// for keys only briefly and lets the answers' work run between looks, so a late answer is drawn at once.
@MainActor
final class InteractiveSession {
    /// How often another process's writes are looked for; they show within a second (B36).
    static let changeCheckInterval: Duration = .milliseconds(250)
    /// How long a lone ESC byte waits for the rest of an escape sequence.
    static let escapeTimeout: Duration = .milliseconds(30)
    /// The key that suspends the program (B52).
    static let suspendKey = Key.control("z")
    /// How long one look for keys lasts while the service has calls in flight.
    static let answerInterval: Duration = .milliseconds(5)

    private let terminal: Terminal
    private let root: any View
    private let isFinished: () -> Bool
    private let service: any TaskListService
    private let store: StoreTaskListService
    private let title: String
    private var renderer = Renderer()
    private var decoder = KeyDecoder()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// A session drawing `root` and giving it the keys until `isFinished`, checking `service` for other
    /// processes' writes, in a window named `title`; `store` is the service under any decorator, whose
    /// calls in flight the loop watches.
    init(
        terminal: Terminal, root: any View, isFinished: @escaping () -> Bool, service: any TaskListService,
        store: StoreTaskListService, title: String
    ) {
        self.terminal = terminal
        self.root = root
        self.isFinished = isFinished
        self.service = service
        self.store = store
        start = clock.now
        self.title = title
    }

    /// Runs until the user quits or a signal ends the program; the terminal is restored on every way out,
    /// after the writes in flight have answered (for at most `AppHost.writeGracePeriod`).
    func run() async throws(TerminalError) -> Int32 {
        terminal.setTitle(title)
        try terminal.start()
        defer { terminal.restore() }
        let code = await loop()
        _ = await store.finishWrites(within: AppHost.writeGracePeriod)
        return code
    }

    private func loop() async -> Int32 {
        var size = terminal.size
        var nextChangeCheck = clock.now + Self.changeCheckInterval
        var awaitingEscape = false
        while !isFinished() {
            await letAnswersRun()
            if !terminal.hasPendingInput {
                draw(size: size)
            }
            var timeout = awaitingEscape ? Self.escapeTimeout : nextChangeCheck - clock.now
            if store.callsInFlight > 0 {
                timeout = min(timeout, Self.answerInterval)
            }
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
                await service.checkForExternalChanges()
                nextChangeCheck = clock.now + Self.changeCheckInterval
            }
        }
        return ExitCode.success
    }

    /// Lets the work waiting for the main actor run (answers that came, tasks a key started) before the
    /// next frame is drawn.
    private func letAnswersRun() async {
        for _ in 0..<4 {
            await Task.yield()
        }
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
        screen.time = clock.now - start
        root.draw(in: &screen, area: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let bytes = renderer.render(screen)
        if !bytes.isEmpty {
            terminal.write(bytes)
        }
    }
}
