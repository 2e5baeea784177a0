/// A form with a title field, as an editor's presenter sees it. The presenter fills it and, when
/// the user saves, reads what was typed.
protocol EditorView: PassiveView {
    /// The text in the title field, as the user left it.
    var enteredTitle: String { get }
    /// Labels the title field with `label` and puts `text` in it.
    func showTitleField(label: String, text: String)
}
