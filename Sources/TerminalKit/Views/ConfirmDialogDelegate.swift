/// Hears the answer to a `ConfirmDialog`.
@MainActor
public protocol ConfirmDialogDelegate: AnyObject {
    /// The user pressed "y".
    func confirmDialogDidConfirm(_ dialog: ConfirmDialog)
    /// The user pressed any other key.
    func confirmDialogDidCancel(_ dialog: ConfirmDialog)
}
