import ArchDiffBench
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds out what a bench run records about itself: the date, the commit and the machine.
enum RunProbe {
    /// Now, in UTC, as ISO 8601 to the second.
    static func date(_ now: Date = Date()) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: now)
    }

    /// The short hash of the checked-out commit in `folder`, with `+changes` when the code it measures
    /// (``measuredPaths``) has uncommitted changes to tracked files; `unknown` outside a git work tree.
    static func commit(in folder: String) -> String {
        guard let hash = git(["rev-parse", "--short", "HEAD"], in: folder), !hash.isEmpty else {
            return "unknown"
        }
        let status = ["status", "--porcelain", "--untracked-files=no", "--"] + measuredPaths
        let changes = git(status, in: folder) ?? ""
        return changes.isEmpty ? hash : hash + "+changes"
    }

    /// The code a run measures, relative to the package root: a change anywhere else, such as the run
    /// recorded in docs/bench, leaves a second run comparable with the first.
    static let measuredPaths = ["Package.swift", "Sources", "Architectures"]

    /// The operating system, processor, processor count and memory of this machine.
    static func machine() -> BenchRun.Machine {
        BenchRun.Machine(
            system: system(), processor: processor(), cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: Double(ProcessInfo.processInfo.physicalMemory) / Double(1 << 30))
    }

    /// `debug` or `release`, as this code was built.
    static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    private static func system() -> String {
        var name = utsname()
        guard uname(&name) == 0 else { return "unknown" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(text(name.sysname)) \(text(name.release)) \(text(name.machine))"
    }

    private static func processor() -> String {
        #if canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else {
                return "unknown"
            }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else {
                return "unknown"
            }
            return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
            return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        #endif
    }

    /// The trimmed output of `git arguments` in `folder`, or nil when git fails or is missing.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
