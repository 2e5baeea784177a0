import Foundation
import TaskListUI
import TerminalKit
import TestSupport
import Testing

/// The README's table of keys lists every key that a screen's help bar shows.
@Suite("README key table")
struct ReadmeKeyTableTests {
    @Test("B59 the README's key table names every key of every help bar")
    func everyHelpBarKeyIsListed() throws {
        let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        let table = readme.split(separator: "\n")
            .drop { !$0.hasPrefix("| where | keys |") }
            .prefix { $0.hasPrefix("|") }
            .joined(separator: " ")
            .replacingOccurrences(of: "`", with: "")
        let words = Set(table.split(whereSeparator: { " ,;()/".contains($0) }).map(String.init))
        let helpItems =
            HomeCommand.helpItems + TasksCommand.helpItems + SearchCommand.listHelpItems
            + SearchCommand.fieldHelpItems + MoveTaskCommand.helpItems + EditorCommand.listEditorHelpItems
            + EditorCommand.taskEditorWithNotesHelpItems + UpcomingCommand.helpItems
        let keys = Set(helpItems.flatMap { $0.key.split(separator: "/").map(String.init) })
        #expect(keys.subtracting(words).sorted() == [])
    }
}
