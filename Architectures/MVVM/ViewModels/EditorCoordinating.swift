/// Closes an editor, saved or cancelled; the app coordinator is one.
protocol EditorCoordinating: AnyObject {
    /// Removes the editor and shows the screen that opened it.
    func dismissEditor()
}
