import Dispatch

/// Where `StoreTaskListService` runs the store's work: on a serial queue of its own, off the UI's thread, as
/// a Core Data background context does; or inline on the caller's, for replays and tests that must run the
/// same way every time.
public struct StoreWorker: Sendable {
    /// The serial queue of a background worker; nil for inline.
    let queue: DispatchQueue?

    /// Runs the work on the caller's thread, before the call returns.
    public static let inline = StoreWorker(queue: nil)

    /// Runs the work on a serial queue of its own, one call after another.
    public static func background(label: String = "StoreTaskListService") -> StoreWorker {
        StoreWorker(queue: DispatchQueue(label: label))
    }

    /// Runs `body` and answers with what it returned or threw, back on the caller's actor (`isolation`): a
    /// call that works inline never leaves it.
    func run<Value>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: @escaping @Sendable () throws(TaskListError) -> Value
    ) async throws(TaskListError) -> Value {
        guard let queue else { return try body() }
        let answer = await withCheckedContinuation {
            (continuation: CheckedContinuation<Answer<Value>, Never>) in
            queue.async {
                do throws(TaskListError) {
                    continuation.resume(returning: Answer(result: .success(try body())))
                } catch {
                    continuation.resume(returning: Answer(result: .failure(error)))
                }
            }
        }
        return try answer.result.get()
    }

    /// A value that crosses from the worker's queue to the caller once, and is used by one of them at a time.
    private struct Answer<Value>: @unchecked Sendable {
        let result: Result<Value, TaskListError>
    }
}
