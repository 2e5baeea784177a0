import MVPPresenters
import TerminalKit

/// Every MVP screen is a scaffold, whose title bar and status line are what `PassiveView` asks for.
extension PassiveView where Self: ScaffoldView {
    func showTitle(_ title: String) {
        titleLabel.text = title
    }

    func showError(_ message: String) {
        status = message
    }
}
