import ArchDiffReport

/// A ``TextSink`` that passes on to another only what a terminal shows as text: control characters made
/// visible, but line breaks and the escape sequences of its style (see ``TerminalStyle/visible(_:)``).
final class VisibleTextSink: TextSink {
    private let sink: any TextSink
    private let style: TerminalStyle

    /// A sink writing to `sink`, keeping the escape sequences of `style`.
    init(_ sink: any TextSink, style: TerminalStyle) {
        self.sink = sink
        self.style = style
    }

    func write(_ text: String) {
        sink.write(style.visible(text))
    }
}
