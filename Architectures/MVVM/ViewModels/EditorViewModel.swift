import TaskListDomain
import TaskListStrings

/// What both editors share: the title being typed, storing it, and closing. A refused title leaves
/// the editor open with a message; a stored item closes it and goes to `onSave`.
class EditorViewModel<Item> {
    /// The title bar.
    let title: String
    /// The label of the title field.
    let titleLabel: String
    /// The title as typed so far.
    let draftTitle: Observable<String>
    /// Why the title was refused, for the status line.
    let messages = Signal<String>()

    private let coordinator: any EditorCoordinating
    private let store: (String) throws(TaskListError) -> Item
    private let onSave: (Item) -> Void

    /// Creates an editor that starts from `draftTitle` and saves through `store`.
    init(
        title: String,
        titleLabel: String,
        draftTitle: String,
        coordinator: any EditorCoordinating,
        store: @escaping (String) throws(TaskListError) -> Item,
        onSave: @escaping (Item) -> Void
    ) {
        self.title = title
        self.titleLabel = titleLabel
        self.draftTitle = Observable(draftTitle)
        self.coordinator = coordinator
        self.store = store
        self.onSave = onSave
    }

    /// Takes the title as the user has typed it so far.
    func editTitle(_ text: String) {
        if text != draftTitle.value {
            draftTitle.value = text
        }
    }

    /// Stores the item and closes the editor, or says why the title was refused.
    func save() {
        do {
            let item = try store(draftTitle.value)
            coordinator.dismissEditor()
            onSave(item)
        } catch {
            messages.send(Strings.message(for: error))
        }
    }

    /// Closes the editor without storing anything.
    func cancel() {
        coordinator.dismissEditor()
    }
}
