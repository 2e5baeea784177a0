/// What `Terminal.nextEvent(timeout:)` saw.
public enum TerminalEvent: Equatable, Sendable {
    /// Bytes typed or pasted; decode them with a `KeyDecoder`.
    case input([UInt8])
    /// The window changed size (SIGWINCH), or the program was continued after a stop: draw everything again
    /// at this size.
    case resized(Size)
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived: restore the terminal and exit.
    case terminated(signal: Int32)
    /// Nothing happened before the timeout.
    case timeout
    /// The input reached its end or failed.
    case inputClosed
}
