/// Every event of the tasks screen, forwarded by the view to its presenter.
protocol TasksPresenting: RowsPresenting {
    func didRequestAdd()
    func didRequestToggle()
    func didRequestEdit()
    func didRequestDelete()
    func didRequestNextFilter()
    func didRequestBack()
}
