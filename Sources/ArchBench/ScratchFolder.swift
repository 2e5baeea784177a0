import ArchDiffKit
import Foundation

/// A folder in the temporary directory for the benchmark's databases. The process that created it
/// removes it, with everything in it, when it releases it or when a signal ends it; worker processes
/// only use it.
final class ScratchFolder {
    /// The folder's path.
    let path: String
    private let isOwned: Bool

    /// Creates a new, empty folder readable by its owner only.
    init() throws(BenchFailure) {
        let temporary = FileManager.default.temporaryDirectory
        path = temporary.appendingPathComponent("archdiff-bench-\(UUID().uuidString)").path
        isOwned = true
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw BenchFailure(
                "cannot create a scratch folder in the temporary directory '\(temporary.path)'")
        }
        InterruptHandler.removeOnSignal(path)
    }

    /// Uses the folder another process created at `path`.
    init(existing path: String) {
        self.path = path
        isOwned = false
    }

    deinit {
        if isOwned {
            try? FileManager.default.removeItem(atPath: path)
            InterruptHandler.keep(path)
        }
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String {
        path + "/" + name
    }
}
