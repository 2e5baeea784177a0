/// Keeps one observer bound to a `BindableValue` or an `EventStream`: cancel it, or let it go, to unbind.
///
/// It has the shape of the domain's `ChangeSubscription` on purpose, and stays a type of its own: the
/// bindings are MVVM's own mechanism, measured with the pattern, and a view's binding is not a
/// subscription to the model.
package final class BindingToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit {
        cancel()
    }

    /// Unbinds the observer; calling it again does nothing.
    package func cancel() {
        onCancel?()
        onCancel = nil
    }
}
