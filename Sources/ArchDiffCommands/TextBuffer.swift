/// A ``TextSink`` that keeps everything written to it, for tests and for embedding commands.
package final class TextBuffer: TextSink {
    /// Everything written so far.
    package private(set) var text = ""

    /// An empty buffer.
    package init() {}

    /// Appends `text`.
    package func write(_ text: String) {
        self.text += text
    }
}
