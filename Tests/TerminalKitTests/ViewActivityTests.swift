import Foundation
import Testing

@testable import TerminalKit

@Suite("View activity")
@MainActor
struct ViewActivityTests {
    /// Records every activity it hears, with the type of the view that reported it.
    final class Recorder: ViewActivityObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []

        var activities: [String] { lock.withLock { recorded } }

        func view(_ view: any View, did activity: ViewActivity) {
            lock.withLock { recorded.append("\(type(of: view)) \(activity)") }
        }
    }

    @Test("views report what they are told while an observer is bound")
    func reportsWhileBound() {
        let recorder = Recorder()
        let rows = TestRows(["a", "b"])
        let listView = ListView()
        let scaffold = ScaffoldView(title: "Home", content: listView, helpItems: [])
        ViewActivity.$observer.withValue(recorder) {
            listView.dataSource = rows
            listView.selectRow(at: 1)
            listView.emptyText = "Nothing"
            scaffold.titleLabel.text = "Lists"
            scaffold.status = "Oops"
            scaffold.present(ConfirmDialog(message: "Sure?"))
            scaffold.dismissOverlay()
            var screen = Screen(size: Size(width: 20, height: 6))
            scaffold.draw(in: &screen, area: screen.bounds)
        }
        #expect(
            recorder.activities == [
                "ListView reloadData",
                "ListView selectRow(at: 1)",
                "ListView text(property: \"emptyText\", value: Optional(\"Nothing\"))",
                "Label text(property: \"text\", value: Optional(\"Lists\"))",
                "ScaffoldView text(property: \"status\", value: Optional(\"Oops\"))",
                "ScaffoldView present(overlay: \"ConfirmDialog\")",
                "ScaffoldView dismissOverlay",
                "ListView drawRows(Range(0..<2), dataSource: \"TestRows\")",
            ])
    }

    @Test("a value set again unchanged is not reported")
    func unchangedValuesAreQuiet() {
        let recorder = Recorder()
        let label = Label("Same")
        let field = TextField(text: "Same")
        let picker = ChoicePicker(options: ["a", "b"], selectedIndex: 1)
        ViewActivity.$observer.withValue(recorder) {
            label.text = "Same"
            field.text = "Same"
            picker.selectedIndex = 1
            field.text = "New"
            picker.selectedIndex = 0
        }
        #expect(
            recorder.activities == [
                "TextField text(property: \"text\", value: Optional(\"New\"))",
                "ChoicePicker selectOption(at: 0)",
            ])
    }

    @Test("B64 a text area reports a text set in code, once, and not the keys typed into it")
    func textAreaText() {
        let recorder = Recorder()
        let area = TextArea(text: "Same")
        ViewActivity.$observer.withValue(recorder) {
            area.text = "Same"
            area.text = "Two\nlines"
            _ = area.handle(.character("!"))
        }
        #expect(
            recorder.activities == ["TextArea text(property: \"text\", value: Optional(\"Two\\nlines\"))"])
    }

    @Test("nothing is reported outside the bound work")
    func silentWhenUnbound() {
        let recorder = Recorder()
        let label = Label()
        ViewActivity.$observer.withValue(recorder) {}
        label.text = "Unwatched"
        #expect(recorder.activities.isEmpty)
    }
}
