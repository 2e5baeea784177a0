import TaskListDomain
import TaskListStrings

/// The state and inputs of the list editor: the title and the icon being edited, and saving both.
final class ListEditorViewModel: EditorViewModel<TaskList> {
    /// Whether the editor adds a new list or renames an existing one.
    enum Mode {
        case add
        case rename(TaskList)
    }

    /// The label of the icon picker.
    let iconLabel = Strings.ListEditor.iconLabel
    /// The icons to choose from, as drawn.
    let iconOptions = ListIcon.allCases.map(\.glyph)
    /// The index of the chosen icon in `iconOptions`.
    let selectedIconIndex: Observable<Int>

    init(
        mode: Mode,
        service: any TaskListService,
        coordinator: any EditorCoordinating,
        onSave: @escaping (TaskList) -> Void
    ) {
        let (title, draftTitle, icon) =
            switch mode {
            case .add: (Strings.ListEditor.newTitle, "", ListIcon.default)
            case .rename(let list): (Strings.ListEditor.renameTitle, list.title, list.icon)
            }
        let iconIndex = Observable(ListIcon.allCases.firstIndex(of: icon) ?? 0)
        selectedIconIndex = iconIndex
        super.init(
            title: title,
            titleLabel: Strings.ListEditor.titleLabel,
            draftTitle: draftTitle,
            coordinator: coordinator,
            store: { title throws(TaskListError) in
                let icon = ListIcon.allCases[iconIndex.value]
                return switch mode {
                case .add: try service.addList(title: title, icon: icon)
                case .rename(let list): try service.updateList(id: list.id, title: title, icon: icon)
                }
            },
            onSave: onSave
        )
    }

    /// Chooses the icon at `index` of `iconOptions`, clamped to the options.
    func selectIcon(at index: Int) {
        let clamped = min(max(0, index), iconOptions.count - 1)
        if clamped != selectedIconIndex.value {
            selectedIconIndex.value = clamped
        }
    }
}
