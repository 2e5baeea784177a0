import TaskListDomain
import TaskListStrings

/// The editor that adds or renames a list: the title and icon as edited so far.
package struct ListEditorState: Equatable, ScreenChrome {
    /// Whether the editor adds a new list or renames an existing one.
    package enum Mode: Equatable {
        case add
        case rename(TaskList)
    }

    /// What saving does.
    package let mode: Mode
    /// The title as typed so far.
    package var title: String
    /// The chosen icon.
    package var icon: ListIcon
    /// Whether the list was sent to be stored and the answer has not come yet (B79).
    package var isSaving = false
    package var status: String?

    /// An editor that starts empty for `.add`, or from the list being renamed.
    package init(mode: Mode) {
        self.mode = mode
        switch mode {
        case .add: (title, icon) = ("", .default)
        case .rename(let list): (title, icon) = (list.title, list.icon)
        }
    }

    /// The title bar.
    package var heading: String {
        switch mode {
        case .add: Strings.ListEditor.newTitle
        case .rename: Strings.ListEditor.renameTitle
        }
    }

    /// The icons to choose from, as drawn.
    package static let iconOptions = ListIcon.allCases.map(\.glyph)

    /// The index of the chosen icon in `iconOptions`.
    package var iconIndex: Int {
        ListIcon.allCases.firstIndex(of: icon) ?? 0
    }
}
