/// What every MVP screen can be told by its presenter: the title bar's text and an error for the
/// status line. The view draws exactly that and decides nothing.
@MainActor
package protocol PassiveView: AnyObject {
    /// Shows `title` in the title bar.
    func showTitle(_ title: String)
    /// Shows `message` in the status line until the next key press.
    func showError(_ message: String)
}
