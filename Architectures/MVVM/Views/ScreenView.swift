import MVVMViewModels
import TerminalKit

/// The frame of every MVVM screen and the page the navigation stack holds. It observes its view model,
/// applies what changed before each frame and each key, shows the view model's message in the status
/// line until the next key, and asks its questions in a dialog.
class ScreenView: ScaffoldView, Page, ConfirmDialogDelegate {
    /// What the screen shows of its view model; they end when the screen is freed.
    private(set) lazy var observations = ViewObservations(of: self)
    private var clearMessage: () -> Void = {}
    private var takeConfirmation: () -> ConfirmationRequest? = { nil }

    var rootView: any View { self }

    /// Shows the message at `message` of `viewModel` in the status line; the next key clears it, there
    /// and in the view model.
    func showMessages<ViewModel: AnyObject>(
        of viewModel: ViewModel, _ message: ReferenceWritableKeyPath<ViewModel, String?>
    ) {
        observations.observe(viewModel, message) { [weak self] text in self?.status = text }
        clearMessage = { [weak viewModel] in viewModel?[keyPath: message] = nil }
    }

    /// Asks each question set at `confirmation` of `viewModel` in a dialog, where `y` confirms it; either
    /// answer clears it in the view model.
    func askConfirmations<ViewModel: AnyObject>(
        of viewModel: ViewModel, _ confirmation: ReferenceWritableKeyPath<ViewModel, ConfirmationRequest?>
    ) {
        observations.observe(viewModel, confirmation) { [weak self] request in
            if let request {
                self?.ask(request)
            }
        }
        takeConfirmation = { [weak viewModel] in
            let request = viewModel?[keyPath: confirmation]
            viewModel?[keyPath: confirmation] = nil
            return request
        }
    }

    override func draw(in screen: inout Screen, area: Rect) {
        observations.updateIfNeeded()
        super.draw(in: &screen, area: area)
    }

    override func handle(_ key: Key) -> Bool {
        observations.updateIfNeeded()
        clearMessage()
        return super.handle(key)
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        takeConfirmation()?.confirm()
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        _ = takeConfirmation()
    }

    private func ask(_ request: ConfirmationRequest) {
        let dialog = ConfirmDialog(message: request.message)
        dialog.delegate = self
        present(dialog)
    }
}
