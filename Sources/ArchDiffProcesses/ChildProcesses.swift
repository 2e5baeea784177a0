import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The child processes a ``LiveProcessRunner`` is waiting for, so that they can be stopped together
/// when archdiff is interrupted.
///
/// Foundation starts each child in a process group of its own, so the ctrl-c of a terminal reaches
/// archdiff alone: without this, a build or a test run would go on after archdiff has gone.
package final class ChildProcesses: @unchecked Sendable {
    /// The children of every runner made without a registry of its own: what an interrupted archdiff
    /// stops.
    package static let started = ChildProcesses()

    private let lock = NSLock()
    private var running: Set<Int32> = []
    private var holdsRunners = false

    /// An empty registry.
    package init() {}

    /// The process IDs of the children running now.
    package var processIdentifiers: Set<Int32> {
        lock.withLock { running }
    }

    /// Registers a child that has just started; one started after the registry began to hold its
    /// runners (archdiff is exiting) is killed at once.
    package func insert(_ pid: Int32) {
        lock.withLock {
            running.insert(pid)
            if holdsRunners {
                ProcessTree.kill(group: pid, processes: [])
            }
        }
    }

    /// Forgets a child that has ended.
    package func remove(_ pid: Int32) {
        lock.withLock { _ = running.remove(pid) }
    }

    /// Never returns once ``stopAll(grace:holdingRunners:)`` was asked to hold the runners: a runner
    /// calls it after its child ended, before reading the outcome.
    package func holdIfStopping() {
        guard lock.withLock({ holdsRunners }) else { return }
        DispatchSemaphore(value: 0).wait()
    }

    /// Interrupts every running child's process group, as ctrl-c would had it been in the foreground,
    /// waits up to `grace` seconds for them to end, then kills what is left with every process they
    /// started. Returns how many children were running. With `holdingRunners`, for a process about to
    /// exit, the runners waiting for them never return, so that no one reads a stopped child's outcome
    /// as its own (a test run stopped this way looks like one that failed).
    @discardableResult
    package func stopAll(grace: Double = 3, holdingRunners: Bool = false) -> Int {
        let children = lock.withLock {
            holdsRunners = holdsRunners || holdingRunners
            return running
        }
        var descendants: [Int32] = []
        for child in children {
            descendants += ProcessTree.descendants(of: child)
            ProcessTree.interrupt(group: child)
        }
        let deadline = Date().addingTimeInterval(grace)
        while Date() < deadline && children.contains(where: ProcessTree.isRunning) {
            usleep(50_000)
        }
        for child in children {
            ProcessTree.kill(group: child, processes: descendants + ProcessTree.descendants(of: child))
        }
        return children.count
    }
}
