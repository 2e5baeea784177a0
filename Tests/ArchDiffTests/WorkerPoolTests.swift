import Foundation
import Testing

@testable import ArchDiffSupport

@Suite("Worker pool")
struct WorkerPoolTests {
    private struct Failure: Error, Equatable {}

    @Test("hands every item's result to the calling thread once, with no more workers than asked for")
    func results() {
        let busy = Counter()
        var received: [Int: Int] = [:]
        WorkerPool(workers: 3).run(20) { item, worker in
            busy.enter()
            defer { busy.leave() }
            usleep(10_000)
            #expect((0..<3).contains(worker))
            return item * item
        } receive: { item, square in
            #expect(received[item] == nil)
            received[item] = square
        }
        #expect(received == Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, $0 * $0) }))
        #expect(busy.peak <= 3)
        #expect(busy.peak > 1)
    }

    @Test("a failure starts no more work, lets the running work finish, then is thrown")
    func failure() {
        let started = Counter()
        var received = 0
        #expect(throws: Failure()) {
            try WorkerPool(workers: 2).run(50) { item, _ in
                started.enter()
                usleep(5_000)
                if item == 3 { throw Failure() }
                return item
            } receive: { _, _ in
                received += 1
            }
        }
        #expect(started.total < 50)
        #expect(received >= 2)
    }

    @Test("nothing to do runs nothing")
    func empty() {
        WorkerPool(workers: 4).run(0) { _, _ in
            Issue.record("no item to work on")
        } receive: { _, _ in
        }
        #expect(WorkerPool(workers: 4).map(0) { $0 }.isEmpty)
    }

    @Test("map returns every item's result in item order, whatever order they finish in")
    func map() {
        let busy = Counter()
        let squares = WorkerPool(workers: 3).map(30) { item in
            busy.enter()
            defer { busy.leave() }
            usleep(useconds_t(1_000 * (item % 4)))
            return item * item
        }
        #expect(squares == (0..<30).map { $0 * $0 })
        #expect(busy.peak > 1)
        let optionals = WorkerPool.perCore.map(3) { $0 == 1 ? nil : $0 }
        #expect(optionals == [0, nil, 2])
    }
}

/// Counts pieces of work under way and started, from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var peak = 0
    private(set) var total = 0

    func enter() {
        lock.withLock {
            current += 1
            total += 1
            peak = max(peak, current)
        }
    }

    func leave() {
        lock.withLock { current -= 1 }
    }
}
