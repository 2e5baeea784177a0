/// How an editor's presenter leaves its screen.
protocol EditorRouting: AnyObject {
    /// Closes the editor and shows the screen that opened it.
    func dismissEditor()
}
