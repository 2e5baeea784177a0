import ArchDiffSupport
import Dispatch
import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes an interrupted or terminated archdiff (ctrl-c, SIGTERM, SIGHUP) stop the processes it started
/// and remove its scratch folders before it exits with the status the signal would have given it
/// (128 + the signal's number).
///
/// The signals are caught with a handler rather than ignored: a child inherits an ignored signal,
/// while `exec` gives a caught one back its default action.
package enum InterruptHandler {
    /// The signals handled.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The installed sources, kept for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    /// The scratch folders to remove on a signal, by path, guarded by `lock`.
    nonisolated(unsafe) private static var scratchFolders: [String: ScratchFolder] = [:]
    private static let lock = NSLock()

    /// Removes `folder`, with its contents, if a signal ends archdiff before ``keep(_:)`` is called
    /// for it.
    package static func removeOnSignal(_ folder: ScratchFolder) {
        lock.withLock { scratchFolders[folder.path] = folder }
    }

    /// Leaves `folder` to its owner again.
    package static func keep(_ folder: ScratchFolder) {
        lock.withLock { scratchFolders[folder.path] = nil }
    }

    /// From now on, answers each of ``signals`` by stopping the running processes of `children`, with a
    /// line on standard error, and exiting. Call it once, from the main thread.
    package static func install(stopping children: ChildProcesses) {
        guard sources.isEmpty else { return }
        for number in signals {
            signal(number) { _ in }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let running = children.processIdentifiers.count
                let what =
                    running == 0
                    ? "" : " the \(Prose.count(running, "process", plural: "processes")) it started"
                // A failed write to standard error has nowhere to be reported; the stop goes on.
                try? StandardStream.error.write("\narchdiff: \(name(of: number)): stopping\(what)\n")
                children.stopAll(holdingRunners: true)
                for folder in lock.withLock({ scratchFolders.values }) {
                    try? folder.remove()
                }
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    private static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: return "interrupted"
        case SIGTERM: return "terminated"
        default: return "hung up"
        }
    }
}
