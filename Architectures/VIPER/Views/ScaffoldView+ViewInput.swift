import TerminalKit

/// Every VIPER view is a scaffold, whose title bar and status line are what the view inputs ask for.
extension ScaffoldView {
    func showTitle(_ title: String) {
        titleLabel.text = title
    }

    func showError(_ message: String) {
        status = message
    }

    func showStatus(_ message: String) {
        status = message
    }
}
