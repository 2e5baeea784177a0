import Dispatch
import Foundation

/// Runs numbered pieces of work on a few threads at once and hands each result to the calling thread
/// as soon as it is ready, so that the caller keeps its bookkeeping and progress on one thread.
struct WorkerPool {
    /// Threads working at once.
    var workers: Int

    /// Runs `work` for each number of `0..<count` (with the number of the worker, from 0) and calls
    /// `receive` on the calling thread with each number and its result, in the order they finish. A
    /// failing piece of work stops the pool from starting more; the others finish, then its error is
    /// thrown.
    func run<Output: Sendable>(
        _ count: Int, work: @escaping @Sendable (_ item: Int, _ worker: Int) throws -> Output,
        receive: (_ item: Int, _ output: Output) -> Void
    ) throws {
        let inbox = Inbox<Output>()
        let started = min(max(workers, 1), count)
        for worker in 0..<started {
            let thread = Thread {
                while let item = inbox.nextItem(below: count) {
                    inbox.deliver(item, Result { try work(item, worker) })
                }
                inbox.finishWorker()
            }
            thread.start()
        }
        var failure: (any Error)?
        while let (item, result) = inbox.take(workers: started) {
            switch result {
            case .success(let output): receive(item, output)
            case .failure(let error):
                failure = failure ?? error
                inbox.stop()
            }
        }
        if let failure { throw failure }
    }
}

/// The pool's shared state: the next item to start and the results not yet received.
private final class Inbox<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var stopped = false
    private var finishedWorkers = 0
    private var results: [(Int, Result<Output, any Error>)] = []

    /// The next item to work on, `nil` when every item has started or the pool stopped.
    func nextItem(below count: Int) -> Int? {
        condition.withLock {
            guard !stopped, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func deliver(_ item: Int, _ result: Result<Output, any Error>) {
        condition.withLock {
            results.append((item, result))
            condition.signal()
        }
    }

    func finishWorker() {
        condition.withLock {
            finishedWorkers += 1
            condition.signal()
        }
    }

    /// Starts nothing more.
    func stop() {
        condition.withLock { stopped = true }
    }

    /// Waits for the next result; `nil` once all `workers` have finished and every result was taken.
    func take(workers: Int) -> (Int, Result<Output, any Error>)? {
        condition.withLock {
            while results.isEmpty && finishedWorkers < workers {
                condition.wait()
            }
            return results.isEmpty ? nil : results.removeFirst()
        }
    }
}
