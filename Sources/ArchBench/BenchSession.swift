import AppHost
import TaskListDomain
import TaskListSQLite
import TaskListUI
import TerminalKit

/// One architecture's app on a database file, driven as the run loop drives it in a terminal: a key is
/// handled, then a frame is drawn and diffed into the bytes the terminal would be sent.
final class BenchSession {
    private let service: StoreTaskListService
    private let navigation: NavigationStack
    private let size: Size
    private var renderer = Renderer()

    /// Opens the database at `path` and wires `architecture`'s Home screen to it, as the host does.
    init(architecture: any Architecture, databasePath: String, size: Size) throws(BenchFailure) {
        do {
            service = StoreTaskListService(store: try SQLiteTaskStore(path: databasePath))
        } catch {
            throw BenchFailure(database: error)
        }
        navigation = AppHost.makeNavigation(architecture: architecture, service: service)
        self.size = size
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
    func perform(_ script: KeyScript) -> Int {
        var bytes = 0
        for action in script.actions {
            switch action {
            case .press(let key, let count):
                for _ in 0..<count {
                    _ = navigation.handle(key)
                    bytes += frame().count
                }
            case .type(let text):
                for character in text {
                    _ = navigation.handle(.character(character))
                }
                bytes += frame().count
            case .resize, .screen:
                preconditionFailure("bench scripts only press keys and type")
            }
        }
        return bytes
    }
}
