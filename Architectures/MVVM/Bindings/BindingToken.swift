/// Keeps one observer bound to an `Observable` or a `Signal`: cancel it, or let it go, to unbind.
final class BindingToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit {
        cancel()
    }

    /// Unbinds the observer; calling it again does nothing.
    func cancel() {
        onCancel?()
        onCancel = nil
    }
}
