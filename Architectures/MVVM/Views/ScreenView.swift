import MVVMViewModels
import TerminalKit

/// The frame of every MVVM screen and the page the navigation stack holds. It observes its view model,
/// applies what changed before each frame and each key, shows the view model's message in the status
/// line until the next key, asks its questions in a dialog, and runs the view model's async inputs in
/// tasks that end when the screen leaves.
class ScreenView: ScaffoldView, Page, ConfirmDialogDelegate {
    /// What the screen shows of its view model; they end when the screen is freed.
    private(set) lazy var observations = ViewObservations(of: self)
    /// The view model's async inputs that are running; cancelled when the screen leaves or is freed.
    let tasks = ScreenTasks()
    private var clearMessage: () -> Void = {}
    private var currentStatus: () -> String? = { nil }
    private var takeConfirmation: () -> ConfirmationRequest? = { nil }

    var rootView: any View { self }

    /// Shows the message at `message` of `viewModel` in the status line; the next key clears it, there
    /// and in the view model.
    func showMessages<ViewModel: AnyObject>(
        of viewModel: ViewModel, _ message: ReferenceWritableKeyPath<ViewModel, String?>
    ) {
        showStatus(of: viewModel, message, clearing: message)
    }

    /// Shows the text at `status` of `viewModel` in the status line; the next key clears the message at
    /// `message` in the view model, and the line then shows what `status` still says, such as "Saving…".
    func showStatus<ViewModel: AnyObject>(
        of viewModel: ViewModel, _ status: KeyPath<ViewModel, String?>,
        clearing message: ReferenceWritableKeyPath<ViewModel, String?>
    ) {
        observations.observe(viewModel, status) { [weak self] text in self?.status = text }
        clearMessage = { [weak viewModel] in viewModel?[keyPath: message] = nil }
        currentStatus = { [weak viewModel] in viewModel?[keyPath: status] }
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
        defer { status = currentStatus() }
        return super.handle(key)
    }

    func didLeave() {
        tasks.cancelAll()
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        if let request = takeConfirmation() {
            tasks.run(request.confirm)
        }
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
