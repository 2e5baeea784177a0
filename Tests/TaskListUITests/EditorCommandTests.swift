import TaskListUI
import TerminalKit
import Testing

/// The keys that end an editor, and the task editor's help bar once it has notes.
@Suite("EditorCommand")
@MainActor
struct EditorCommandTests {
    @Test("B64 enter and ctrl-s save, esc cancels; every other key belongs to the focused field")
    func commands() {
        #expect(EditorCommand(key: .enter) == .save)
        #expect(EditorCommand(key: .control("s")) == .save)
        #expect(EditorCommand(key: .escape) == .cancel)
        for key: Key in [.tab, .character("s"), .control("x"), .up, .backspace] {
            #expect(EditorCommand(key: key) == nil, "\(key)")
        }
    }

    @Test("B64 the task editor with notes lists ctrl-s save, esc cancel and tab next field")
    func notesHelpItems() {
        #expect(
            HelpBar(items: EditorCommand.taskEditorWithNotesHelpItems).text(fittingWidth: 78)
                == "ctrl-s save  esc cancel  tab next field")
    }
}
