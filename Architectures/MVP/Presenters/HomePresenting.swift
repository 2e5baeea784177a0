/// Every event of the Home screen, forwarded by the view to its presenter.
protocol HomePresenting: RowsPresenting {
    func didRequestAdd()
    func didRequestOpen()
    func didRequestRename()
    func didRequestDelete()
    func didRequestQuit()
}
