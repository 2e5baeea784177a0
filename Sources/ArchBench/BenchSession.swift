import AppHost
import TaskListDomain
import TaskListSQLite
import TaskListUI
import TerminalKit

/// One architecture's app on a database file, driven as the run loop drives it in a terminal: a key is
/// handled and the work it started runs to its end, then a frame is drawn and diffed into the bytes the
/// terminal would be sent. The store works inline, without latency, so what is timed is the pattern's own
/// work on the main actor (and the settling between keys, the same for every pattern).
@MainActor
final class BenchSession {
    private let time: ReplayClock
    private let navigation: NavigationStack
    private let size: Size
    private var renderer = Renderer()

    /// Opens the database at `path` and wires `architecture`'s Home screen to it, as the host does, and
    /// lets Home load.
    init(architecture: any Architecture, databasePath: String, size: Size) async throws(BenchFailure) {
        let clock = VirtualClock()
        let service: StoreTaskListService
        do {
            service = StoreTaskListService(store: try SQLiteTaskStore(path: databasePath), clock: clock)
        } catch {
            throw BenchFailure(database: error)
        }
        time = ReplayClock(clock: clock, service: service)
        navigation = AppHost.makeNavigation(architecture: architecture, service: service)
        self.size = size
        await time.settle()
    }

    /// Draws the screen and returns the bytes the terminal is sent for it.
    @discardableResult
    func frame() -> [UInt8] {
        var screen = Screen(size: size)
        navigation.draw(in: &screen, area: screen.bounds)
        return renderer.render(screen)
    }

    /// Performs `script`: each key press, or each typed text as one paste, is followed by a frame.
    /// Returns the number of bytes the frames wrote.
    @discardableResult
    func perform(_ script: KeyScript) async -> Int {
        var bytes = 0
        for action in script.actions {
            switch action {
            case .press(let key, let count):
                for _ in 0..<count {
                    _ = navigation.handle(key)
                    await time.settle()
                    bytes += frame().count
                }
            case .type(let text):
                for character in text {
                    _ = navigation.handle(.character(character))
                }
                await time.settle()
                bytes += frame().count
            case .resize, .screen, .wait:
                preconditionFailure("bench scripts only press keys and type")
            }
        }
        return bytes
    }
}
