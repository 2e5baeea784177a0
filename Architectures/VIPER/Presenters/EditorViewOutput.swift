/// What the view of every editor module tells its presenter, whatever its form.
@MainActor
package protocol EditorViewOutput: AnyObject {
    /// The view left the screen for good: the module closes.
    func viewDidLeave()
}
