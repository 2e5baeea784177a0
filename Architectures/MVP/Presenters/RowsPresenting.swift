/// What a screen with rows tells its presenter, whatever the screen.
protocol RowsPresenting: AnyObject {
    /// The user moved the selection to the row at `index`.
    func didSelectRow(at index: Int)
    /// The user answered yes to the question last asked.
    func didConfirm()
    /// The user answered anything but yes.
    func didCancelConfirmation()
}
