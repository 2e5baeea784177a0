import Dispatch
import Foundation

/// Runs numbered pieces of work on a few threads at once and hands each result to the calling thread
/// as soon as it is ready, so that the caller keeps its bookkeeping and progress on one thread. It is
/// the tool's one way to spread work: files over the processor's cores, mutants over `--jobs`.
package struct WorkerPool {
    /// Threads working at once.
    var workers: Int

    /// A pool of `workers` threads.
    package init(workers: Int) {
        self.workers = workers
    }

    /// A pool with one worker per processor core.
    package static var perCore: WorkerPool {
        WorkerPool(workers: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Runs `work` for each number of `0..<count` (with the number of the worker, from 0) and calls
    /// `receive` on the calling thread with each number and its result, in the order they finish. A
    /// failing piece of work stops the pool from starting more; the others finish, then its error is
    /// thrown.
    package func run<Output: Sendable, Failure: Error>(
        _ count: Int, work: @escaping @Sendable (_ item: Int, _ worker: Int) throws(Failure) -> Output,
        receive: (_ item: Int, _ output: Output) -> Void
    ) throws(Failure) {
        let inbox = Inbox<Output, Failure>()
        let started = min(max(workers, 1), count)
        for worker in 0..<started {
            let thread = Thread {
                while let item = inbox.nextItem(below: count) {
                    inbox.deliver(item, Result { () throws(Failure) -> Output in try work(item, worker) })
                }
                inbox.finishWorker()
            }
            thread.start()
        }
        var failure: Failure?
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

    /// The result of `work` for each number of `0..<count`, in that order.
    package func map<Output: Sendable>(_ count: Int, _ work: @escaping @Sendable (_ item: Int) -> Output)
        -> [Output]
    {
        var results: [Output?] = Array(repeating: nil, count: count)
        run(count) { item, _ in
            work(item)
        } receive: { item, output in
            results[item] = output
        }
        return results.compactMap { $0 }
    }
}

/// The pool's shared state: the next item to start and the results not yet received.
private final class Inbox<Output: Sendable, Failure: Error>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var stopped = false
    private var finishedWorkers = 0
    private var results: [(Int, Result<Output, Failure>)] = []

    /// The next item to work on, `nil` when every item has started or the pool stopped.
    func nextItem(below count: Int) -> Int? {
        condition.withLock {
            guard !stopped, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func deliver(_ item: Int, _ result: Result<Output, Failure>) {
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
    func take(workers: Int) -> (Int, Result<Output, Failure>)? {
        condition.withLock {
            while results.isEmpty && finishedWorkers < workers {
                condition.wait()
            }
            return results.isEmpty ? nil : results.removeFirst()
        }
    }
}
