/// Somewhere a command writes text: standard output, standard error or a buffer in a test.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}
