/// Every event of an editor, forwarded by the view to its presenter; typing stays in the view
/// until the user saves.
protocol EditorPresenting: AnyObject {
    func didRequestSave()
    func didRequestCancel()
}
