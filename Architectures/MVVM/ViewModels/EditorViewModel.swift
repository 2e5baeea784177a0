import TaskListDomain
import TaskListStrings

/// Closes an editor, saved or cancelled; the app coordinator is one.
package protocol EditorCoordinating: AnyObject {
    /// Removes the editor and shows the screen that opened it.
    func dismissEditor()
}

/// What both editors share: the title being typed, storing it, and closing. A refused title leaves
/// the editor open with a message; a stored item closes it and goes to `onSave`.
///
/// An editor says what it stores (`Item`) and how (`store(title:)`); editing, saving and cancelling
/// are written once, in the extension below.
package protocol EditorViewModel: AnyObject {
    /// What the editor stores: a `TaskList` or a `TaskItem`.
    associatedtype Item
    /// The title bar.
    var title: String { get }
    /// The label of the title field.
    var titleLabel: String { get }
    /// The title as typed so far.
    var draftTitle: BindableValue<String> { get }
    /// Why the title was refused, for the status line.
    var messages: EventStream<String> { get }
    /// Closes the editor.
    var coordinator: any EditorCoordinating { get }
    /// Hears the stored item once the editor is gone.
    var onSave: (Item) -> Void { get }
    /// Stores `title`, with whatever else the editor edits, and returns what was stored.
    func store(title: String) throws(TaskListError) -> Item
}

extension EditorViewModel {
    /// Takes the title as the user has typed it so far.
    package func editTitle(_ text: String) {
        if text != draftTitle.value {
            draftTitle.value = text
        }
    }

    /// Stores the item and closes the editor, or says why the title was refused.
    package func save() {
        do {
            let item = try store(title: draftTitle.value)
            coordinator.dismissEditor()
            onSave(item)
        } catch {
            messages.send(Strings.message(for: error))
        }
    }

    /// Closes the editor without storing anything.
    package func cancel() {
        coordinator.dismissEditor()
    }
}
