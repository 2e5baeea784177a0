import MVVMViewModels
import TaskListUI
import TerminalKit

/// What both editors' views share: a form whose first row is the title field, bound both ways to an
/// editor view model. The field writes every edit to the view model's draft and shows every title the
/// view model sets; enter saves, in a task that leaving the editor cancels, and esc cancels.
class EditorView<ViewModel: EditorViewModel>: ScreenView {
    let viewModel: ViewModel
    private let titleField = TextField()

    /// Creates the form: the title field, then `rows`.
    init(viewModel: ViewModel, rows: [FormRow], helpItems: [HelpItem]) {
        self.viewModel = viewModel
        let form = FormView(rows: [FormRow(label: viewModel.titleLabel, control: titleField)] + rows)
        super.init(title: viewModel.title, content: form, helpItems: helpItems)
        observations.observe(viewModel, \.draftTitle) { [weak titleField] title in
            if let titleField, titleField.text != title {
                titleField.text = title
            }
        }
        titleField.onTextChange = { [weak viewModel] text in viewModel?.draftTitle = text }
        showStatus(of: viewModel, \.statusLine, clearing: \.statusMessage)
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: tasks.run { [viewModel] in await viewModel.save() }
        case .cancel: viewModel.cancel()
        case nil: return false
        }
        return true
    }
}
