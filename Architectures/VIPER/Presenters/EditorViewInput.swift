/// What the presenter of an editor module can tell its view: a form whose first row is the title field.
@MainActor
package protocol EditorViewInput: AnyObject {
    /// Shows `title` in the title bar.
    func showTitle(_ title: String)
    /// Labels the title field with `label` and puts `text` in it.
    func showTitleField(label: String, text: String)
    /// Shows `message` in the status line until the next key press.
    func showError(_ message: String)
    /// Shows a message about work under way, such as "Saving…", in the status line until the next key press.
    func showStatus(_ message: String)
}
