/// The list editor as `ListEditorPresenter` sees it: the title field and an icon picker.
protocol ListEditorView: EditorView {
    /// The index of the icon the user picked, among the icons last shown.
    var selectedIconIndex: Int { get }
    /// Labels the icon picker with `label` and offers `icons`, the one at `selectedIndex` picked.
    func showIconPicker(label: String, icons: [String], selectedIndex: Int)
}
