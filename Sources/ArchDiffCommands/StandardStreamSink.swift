import ArchDiffSupport
import FileOutput

/// A ``TextSink`` writing to standard output or standard error with checked writes: the first write that
/// fails is kept in ``failure``, and nothing more is written.
final class StandardStreamSink: TextSink {
    private let stream: StandardStream
    /// The first write that failed, or nil while every one succeeded.
    private(set) var failure: StandardStream.WriteError?

    init(_ stream: StandardStream) {
        self.stream = stream
    }

    func write(_ text: String) {
        guard failure == nil else { return }
        do {
            try stream.write(text)
        } catch {
            failure = error
        }
    }
}
