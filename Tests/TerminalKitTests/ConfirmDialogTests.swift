import Testing

@testable import TerminalKit

/// Records a confirmation dialog's answers.
final class DialogAnswers: ConfirmDialogDelegate {
    private(set) var answers: [Bool] = []

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        answers.append(true)
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        answers.append(false)
    }
}

@Suite("Confirm dialog")
@MainActor
struct ConfirmDialogTests {
    @Test("B12 y confirms and any other key cancels; every key is consumed")
    func answers() {
        let delegate = DialogAnswers()
        let dialog = ConfirmDialog(message: "Delete?")
        dialog.delegate = delegate
        #expect(dialog.handle(.character("y")))
        #expect(dialog.handle(.character("n")))
        #expect(dialog.handle(.character("Y")))
        #expect(dialog.handle(.escape))
        #expect(dialog.handle(.enter))
        #expect(delegate.answers == [true, false, false, false, false])
    }

    @Test("the dialog is a centred box with the message, a blank line and the hints")
    func drawing() {
        let dialog = ConfirmDialog(message: "Delete list \"Groceries\" and its 3 tasks?")
        var screen = Screen(size: Size(width: 60, height: 9))
        dialog.draw(in: &screen, area: screen.bounds)
        #expect(
            screen.lines == [
                "",
                "",
                "        ┌──────────────────────────────────────────┐",
                "        │ Delete list \"Groceries\" and its 3 tasks? │",
                "        │                                          │",
                "        │ y yes  any other key no                  │",
                "        └──────────────────────────────────────────┘",
                "",
                "",
            ])
    }

    @Test("a long message wraps on spaces to fit the screen")
    func wrapping() {
        let dialog = ConfirmDialog(message: "Delete task \"Buy a present for the whole family\"?")
        var screen = Screen(size: Size(width: 30, height: 8))
        dialog.draw(in: &screen, area: screen.bounds)
        #expect(
            screen.lines == [
                "",
                "┌────────────────────────────┐",
                "│ Delete task \"Buy a present │",
                "│ for the whole family\"?     │",
                "│                            │",
                "│ y yes  any other key no    │",
                "└────────────────────────────┘",
                "",
            ])
    }

    @Test("on a tiny screen the box is clipped to the area")
    func tiny() {
        let dialog = ConfirmDialog(message: "Delete task \"Milk\"?")
        var screen = Screen(size: Size(width: 12, height: 4))
        dialog.draw(in: &screen, area: screen.bounds)
        #expect(screen.lines == ["┌──────────┐", "│ Delete   │", "│ task     │", "└──────────┘"])
    }
}
