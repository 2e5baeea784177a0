/// Something a view was told to do or to show, reported to the ``ViewActivityObserver`` bound while it
/// happened. Tools that watch an app run (`--trace`) learn what the app did to its views this way,
/// without the app's code calling them.
public enum ViewActivity: Equatable, Sendable {
    /// `ListView.reloadData()`.
    case reloadData
    /// `ListView.selectRow(at:)`, with the index asked for.
    case selectRow(at: Int)
    /// A text property took a new value: `Label.text`, `ListView.emptyText`, `ScaffoldView.status`,
    /// `TextField.text`, `TextArea.text`.
    case text(property: String, value: String?)
    /// `ChoicePicker.selectedIndex` took a new value.
    case selectOption(at: Int)
    /// `ScaffoldView.present(_:)`, with the overlay's type name.
    case present(overlay: String)
    /// `ScaffoldView.dismissOverlay()`.
    case dismissOverlay
    /// A list view drew its visible rows, asking its data source (named by type) for each.
    case drawRows(Range<Int>, dataSource: String)
    /// Something the view observes is about to change; the view applies it before it next draws or
    /// handles a key (see ``ViewObservations``).
    case setNeedsUpdate
}

/// Hears what views are told while it is bound with `ViewActivity.$observer.withValue(_:operation:)`.
public protocol ViewActivityObserver: Sendable {
    /// `view` was told to do `activity`.
    func view(_ view: any View, did activity: ViewActivity)
}

extension ViewActivity {
    /// The observer bound to the running code, if any: a scoped value, not a global one, so only the
    /// work inside `withValue` is watched, and a view costs one lookup when nobody watches.
    @TaskLocal public static var observer: (any ViewActivityObserver)?
}

extension View {
    /// Tells the bound observer, if any, that this view did `activity`.
    func report(_ activity: @autoclosure () -> ViewActivity) {
        ViewActivity.observer?.view(self, did: activity())
    }
}
