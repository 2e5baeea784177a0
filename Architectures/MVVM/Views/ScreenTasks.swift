/// The tasks a screen runs its view model's async inputs in, as SwiftUI runs a view's `.task` and its
/// buttons' actions: each runs until its input returns, a read cancels the read it replaces (B76), and
/// leaving the screen cancels them all. A task holds the view model, not the screen.
@MainActor
final class ScreenTasks {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    private var readID: Int?

    /// Runs `input`, such as a toggle or a save.
    func run(_ input: @escaping @MainActor () async -> Void) {
        _ = start(input)
    }

    /// Runs `input`, a read of the screen's rows, and cancels the read started before it: its answer is
    /// no longer wanted.
    func read(_ input: @escaping @MainActor () async -> Void) {
        if let readID {
            running[readID]?.cancel()
        }
        readID = start(input)
    }

    /// Cancels every input still running: the screen is gone.
    func cancelAll() {
        for task in running.values {
            task.cancel()
        }
    }

    deinit {
        for task in running.values {
            task.cancel()
        }
    }

    private func start(_ input: @escaping @MainActor () async -> Void) -> Int {
        let id = nextID
        nextID += 1
        running[id] = Task { [weak self] in
            await input()
            self?.running[id] = nil
        }
        return id
    }
}
