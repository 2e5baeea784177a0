/// A ``TextSink`` that keeps everything written to it, for tests and for embedding commands.
public final class TextBuffer: TextSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty buffer.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) {
        self.text += text
    }
}
