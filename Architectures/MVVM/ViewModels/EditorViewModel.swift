import Observation
import TaskListDomain
import TaskListStrings

/// Closes an editor, saved or cancelled; the app coordinator is one.
@MainActor
package protocol EditorCoordinating: AnyObject {
    /// Removes the editor and shows the screen that opened it.
    func dismissEditor()
}

/// What both editors share: the title being typed, storing it, and closing. While a save waits for its
/// answer the editor says so and saves nothing more (B79); a refused title or a failed write leaves the
/// editor open with a message (B78); a stored item closes it and goes to `onSave`.
///
/// An editor says what it stores (`Item`) and how (`store(title:)`); saving and cancelling are written
/// once, in the extension below. Both editors are `@Observable` classes.
@MainActor
package protocol EditorViewModel: AnyObject, Observable {
    /// What the editor stores: a `TaskList` or a `TaskItem`.
    associatedtype Item
    /// The title bar.
    var title: String { get }
    /// The label of the title field.
    var titleLabel: String { get }
    /// The title as typed so far; the title field writes it as the user types.
    var draftTitle: String { get set }
    /// Why the last save failed (a refused title, a busy database), for the status line; the view clears it
    /// once shown, at the next key.
    var statusMessage: String? { get set }
    /// Whether a save waits for its answer.
    var isSaving: Bool { get set }
    /// Closes the editor.
    var coordinator: any EditorCoordinating { get }
    /// Hears the stored item once the editor is gone.
    var onSave: (Item) -> Void { get }
    /// Stores `title`, with whatever else the editor edits, and returns what was stored.
    func store(title: String) async throws(TaskListError) -> Item
}

extension EditorViewModel {
    /// The status line: "Saving…" while a save waits for its answer, else why the last save failed.
    package var statusLine: String? {
        isSaving ? Strings.saving : statusMessage
    }

    /// Stores the item and closes the editor, or says why it was not stored; does nothing while a save
    /// waits. Once the editor is closed (its task cancelled), the answer changes nothing.
    package func save() async {
        guard !isSaving else { return }
        isSaving = true
        do {
            let item = try await store(title: draftTitle)
            guard !Task.isCancelled else { return }
            coordinator.dismissEditor()
            onSave(item)
        } catch {
            guard !Task.isCancelled else { return }
            isSaving = false
            statusMessage = Strings.message(for: error)
        }
    }

    /// Closes the editor without storing anything.
    package func cancel() {
        coordinator.dismissEditor()
    }
}
