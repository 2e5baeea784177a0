import Observation
import TaskListDomain
import TaskListStrings

/// The state and inputs of the list editor: the title and the icon being edited, and saving both.
@MainActor
@Observable
package final class ListEditorViewModel: EditorViewModel {
    /// Whether the editor adds a new list or renames an existing one.
    package enum Mode {
        case add
        case rename(TaskList)
    }

    package let title: String
    package let titleLabel = Strings.ListEditor.titleLabel
    package var draftTitle: String
    package var statusMessage: String?
    package var isSaving = false
    package let coordinator: any EditorCoordinating
    package let onSave: (TaskList) -> Void
    /// The label of the icon picker.
    package let iconLabel = Strings.ListEditor.iconLabel
    /// The icons to choose from, as drawn.
    package let iconOptions = ListIcon.allCases.map(\.glyph)
    /// The index of the chosen icon in `iconOptions`.
    package private(set) var selectedIconIndex: Int

    private let mode: Mode
    private let service: any TaskListService

    package init(
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
        self.title = title
        self.draftTitle = draftTitle
        selectedIconIndex = ListIcon.allCases.firstIndex(of: icon) ?? 0
        self.mode = mode
        self.service = service
        self.coordinator = coordinator
        self.onSave = onSave
    }

    /// Chooses the icon at `index` of `iconOptions`, clamped to the options.
    package func selectIcon(at index: Int) {
        selectedIconIndex = min(max(0, index), iconOptions.count - 1)
    }

    package func store(title: String) async throws(TaskListError) -> TaskList {
        let icon = ListIcon.allCases[selectedIconIndex]
        return switch mode {
        case .add: try await service.addList(title: title, icon: icon)
        case .rename(let list): try await service.updateList(id: list.id, title: title, icon: icon)
        }
    }
}
