import TaskListDomain
import TaskListStrings

/// The state and inputs of the list editor: the title and icon being edited, and saving them. A
/// refused title leaves the editor open with a message; a stored list closes it.
final class ListEditorViewModel {
    /// Whether the editor adds a new list or renames an existing one.
    enum Mode {
        case add
        case rename(TaskList)
    }

    /// The title bar.
    let title: String
    /// The label of the title field.
    let titleLabel = Strings.ListEditor.titleLabel
    /// The label of the icon picker.
    let iconLabel = Strings.ListEditor.iconLabel
    /// The icons to choose from, as drawn.
    let iconOptions = ListIcon.allCases.map(\.glyph)
    /// The title as typed so far.
    let draftTitle: Observable<String>
    /// The index of the chosen icon in `iconOptions`.
    let selectedIconIndex: Observable<Int>
    /// Why the title was refused, for the status line.
    let messages = Signal<String>()

    private let mode: Mode
    private let service: any TaskListService
    private let coordinator: any EditorCoordinating
    private let onSave: (TaskList) -> Void

    init(
        mode: Mode,
        service: any TaskListService,
        coordinator: any EditorCoordinating,
        onSave: @escaping (TaskList) -> Void
    ) {
        self.mode = mode
        self.service = service
        self.coordinator = coordinator
        self.onSave = onSave
        switch mode {
        case .add:
            title = Strings.ListEditor.newTitle
            draftTitle = Observable("")
            selectedIconIndex = Observable(ListIcon.allCases.firstIndex(of: .default) ?? 0)
        case .rename(let list):
            title = Strings.ListEditor.renameTitle
            draftTitle = Observable(list.title)
            selectedIconIndex = Observable(ListIcon.allCases.firstIndex(of: list.icon) ?? 0)
        }
    }

    /// Takes the title as the user has typed it so far.
    func editTitle(_ text: String) {
        if text != draftTitle.value {
            draftTitle.value = text
        }
    }

    /// Chooses the icon at `index` of `iconOptions`, clamped to the options.
    func selectIcon(at index: Int) {
        let clamped = min(max(0, index), iconOptions.count - 1)
        if clamped != selectedIconIndex.value {
            selectedIconIndex.value = clamped
        }
    }

    /// Stores the list and closes the editor, or says why the title was refused.
    func save() {
        let icon = ListIcon.allCases[selectedIconIndex.value]
        do {
            let list =
                switch mode {
                case .add: try service.addList(title: draftTitle.value, icon: icon)
                case .rename(let list):
                    try service.updateList(id: list.id, title: draftTitle.value, icon: icon)
                }
            coordinator.dismissEditor()
            onSave(list)
        } catch {
            messages.send(Strings.message(for: error))
        }
    }

    /// Closes the editor without storing anything.
    func cancel() {
        coordinator.dismissEditor()
    }
}
