import TerminalKit
import UnidirectionalCore

/// The frame of every screen: the title, content, status line and help bar of `ScaffoldView`. It
/// shows its state's status and asks its state's question in a dialog, sending the answer.
class ScreenView<Action>: ScaffoldView, ConfirmDialogDelegate {
    /// Sends an action of this screen to the store.
    let send: (Action) -> Void
    private let answers: (yes: Action, no: Action)?

    /// Creates the frame around `content`; `answers` are sent when the user answers a question.
    init(
        content: any View, helpItems: [HelpItem], send: @escaping (Action) -> Void,
        answers: (yes: Action, no: Action)?
    ) {
        self.send = send
        self.answers = answers
        super.init(title: "", content: content, helpItems: helpItems)
    }

    /// Shows the status line of `chrome`, and its question in a dialog while it is asked.
    func renderChrome(_ chrome: some ScreenChrome) {
        status = chrome.statusLine
        if let question = chrome.question {
            if !(overlay is ConfirmDialog) {
                let dialog = ConfirmDialog(message: question)
                dialog.delegate = self
                present(dialog)
            }
        } else if overlay is ConfirmDialog {
            dismissOverlay()
        }
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        if let answers {
            send(answers.yes)
        }
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        if let answers {
            send(answers.no)
        }
    }
}
