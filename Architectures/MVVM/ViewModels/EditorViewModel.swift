import Observation
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
/// An editor says what it stores (`Item`) and how (`store(title:)`); saving and cancelling are written
/// once, in the extension below. Both editors are `@Observable` classes.
package protocol EditorViewModel: AnyObject, Observable {
    /// What the editor stores: a `TaskList` or a `TaskItem`.
    associatedtype Item
    /// The title bar.
    var title: String { get }
    /// The label of the title field.
    var titleLabel: String { get }
    /// The title as typed so far; the title field writes it as the user types.
    var draftTitle: String { get set }
    /// Why the title was refused, for the status line; the view clears it once shown, at the next key.
    var statusMessage: String? { get set }
    /// Closes the editor.
    var coordinator: any EditorCoordinating { get }
    /// Hears the stored item once the editor is gone.
    var onSave: (Item) -> Void { get }
    /// Stores `title`, with whatever else the editor edits, and returns what was stored.
    func store(title: String) throws(TaskListError) -> Item
}

extension EditorViewModel {
    /// Stores the item and closes the editor, or says why the title was refused.
    package func save() {
        do {
            let item = try store(title: draftTitle)
            coordinator.dismissEditor()
            onSave(item)
        } catch {
            statusMessage = Strings.message(for: error)
        }
    }

    /// Closes the editor without storing anything.
    package func cancel() {
        coordinator.dismissEditor()
    }
}
