/// Somewhere a command writes text: standard output, standard error or a buffer in a test.
package protocol TextSink: AnyObject {
    func write(_ text: String)
}
