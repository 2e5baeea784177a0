/// The calls to the service an interactor has started and still waits for, each in a task of its own: the
/// interactor owns them, and cancels them all when its module closes.
@MainActor
final class ServiceCalls {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Runs `call` in a new task, kept until it ends; returns the task, to cancel it alone.
    @discardableResult
    func start(_ call: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = Task { [weak self] in
            await call()
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return task
    }

    /// Cancels every call still waiting: a read stops waiting, a write still applies.
    func cancelAll() {
        for task in tasks.values {
            task.cancel()
        }
        tasks.removeAll()
    }
}
