import MVVMViewModels
import TerminalKit

/// The frame of every MVVM screen and the page the navigation stack holds. It keeps its bindings,
/// shows its view model's messages in the status line and asks its confirmations in a dialog.
class ScreenView: ScaffoldView, Page, ConfirmDialogDelegate {
    /// The tokens that keep the screen bound to its view model; they unbind when it is freed.
    var bindings: [BindingToken] = []
    private var pendingConfirmation: ConfirmationRequest?

    var rootView: any View { self }

    /// Shows every message of `messages` in the status line, until the next key.
    func showMessages(from messages: EventStream<String>) {
        bindings.append(messages.observe { [weak self] message in self?.status = message })
    }

    /// Asks every request of `confirmations` in a dialog; `y` confirms it.
    func askConfirmations(from confirmations: EventStream<ConfirmationRequest>) {
        bindings.append(confirmations.observe { [weak self] request in self?.ask(request) })
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        let request = pendingConfirmation
        pendingConfirmation = nil
        request?.confirm()
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        pendingConfirmation = nil
    }

    private func ask(_ request: ConfirmationRequest) {
        pendingConfirmation = request
        let dialog = ConfirmDialog(message: request.message)
        dialog.delegate = self
        present(dialog)
    }
}
