import FileOutput
import TraceKit

/// The file `--trace FILE` writes, as the shell's `>` would: a header, then each entry's lines as soon as
/// it completes, so that `tail -f FILE` in a second terminal follows the app. A write that fails stops
/// the writing; the program reports it when it ends and exits with code 1.
final class TraceFile {
    /// A trace file that cannot be opened.
    struct OpenError: Error, CustomStringConvertible {
        var error: OutputFileError

        var description: String { "cannot write the trace to '\(error.path)': \(error.explanation)" }
    }

    private let file: OutputFile
    /// Why writing stopped, if it did.
    private(set) var failure: String?

    /// Opens (creating or emptying) the file at `path` and writes `header` into it.
    init(path: String, header: String) throws(OpenError) {
        do {
            file = try OutputFile(path: path)
        } catch {
            throw OpenError(error: error)
        }
        write(header + "\n\n")
    }

    /// Appends `entry`'s lines and a blank line.
    func write(_ entry: TraceNode) {
        write(TraceText.lines(of: entry).joined(separator: "\n") + "\n\n")
    }

    /// Closes the file; a failure to finish it counts as a failed write.
    func close() {
        do {
            try file.close()
        } catch {
            stop(error)
        }
    }

    private func write(_ text: String) {
        guard failure == nil else { return }
        do {
            try file.write(text)
        } catch {
            stop(error)
        }
    }

    private func stop(_ error: OutputFileError) {
        if failure == nil {
            failure = "writing the trace to '\(error.path)' stopped: \(error.explanation)"
        }
    }
}
