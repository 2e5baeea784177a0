import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops child processes together with the processes they started, such as the test binary that
/// `swift test` runs in a process group of its own: one that ran out of time, or every one when
/// archdiff is interrupted.
enum ProcessTree {
    /// Asks the process to stop, as ctrl-c would: `swift test` then ends the tests it runs.
    static func interrupt(_ pid: Int32) {
        send(SIGINT, to: pid)
    }

    /// Asks every process of the group led by `group` to stop, as ctrl-c in a terminal asks its
    /// foreground group.
    static func interrupt(group: Int32) {
        send(SIGINT, to: -group)
    }

    /// Whether `pid` names a process that has not been reaped yet.
    static func isRunning(_ pid: Int32) -> Bool {
        send(0, to: pid) == 0
    }

    /// Kills the process group led by `group` and each of `processes` (descendants found earlier,
    /// which may have left the group or lost their parent since).
    static func kill(group: Int32, processes: [Int32]) {
        send(SIGKILL, to: -group)
        for process in processes {
            send(SIGKILL, to: process)
        }
    }

    /// The descendants of `pid`, read from `/proc` (Linux); none where there is no `/proc`.
    static func descendants(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let child = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) {
                children[parent, default: []].append(child)
            }
        }
        var found: [Int32] = []
        var pending = [pid]
        while let next = pending.popLast() {
            let direct = children[next] ?? []
            found += direct
            pending += direct
        }
        return found
    }
}

/// Sends `signal` to `pid` (a negative `pid` names a process group; signal 0 only checks that it
/// exists); returns `kill`'s result.
@discardableResult
private func send(_ signal: Int32, to pid: Int32) -> Int32 {
    kill(pid, signal)
}
