/// Keeps a change observer registered: cancel it, or let it go, to stop the notifications.
public final class ChangeSubscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit {
        cancel()
    }

    /// Stops the notifications; calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
