import TerminalKit

/// Every MVP screen is a scaffold, whose title bar and status line are what `PassiveView` asks for.
extension ScaffoldView {
    func showTitle(_ title: String) {
        titleLabel.text = title
    }

    func showError(_ message: String) {
        status = message
    }
}
