import Foundation
import TraceKit

/// The file `--trace FILE` writes: a header, then each entry's lines as soon as it completes, so that
/// `tail -f FILE` in a second terminal follows the app. A write that fails stops the writing and is
/// reported when the program ends.
final class TraceFile {
    /// A trace file that cannot be created.
    struct OpenError: Error, CustomStringConvertible {
        var path: String

        var description: String { "cannot write the trace to \(path)" }
    }

    private let path: String
    private let handle: FileHandle
    /// Why writing stopped, if it did.
    private(set) var failure: String?

    /// Creates (or empties) the file at `path` and writes `header` into it.
    init(path: String, header: String) throws(OpenError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw OpenError(path: path) }
        self.path = path
        self.handle = handle
        write(header + "\n\n")
    }

    deinit {
        try? handle.close()
    }

    /// Appends `entry`'s lines and a blank line.
    func write(_ entry: TraceNode) {
        write(TraceText.lines(of: entry).joined(separator: "\n") + "\n\n")
    }

    private func write(_ text: String) {
        guard failure == nil else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            failure = "writing the trace to \(path) stopped: \(error.localizedDescription)"
        }
    }
}
