/// A scrolling list of rows with one selected, like UITableView: a data source gives the rows, a
/// delegate hears the selection, and only the rows on screen are asked for and drawn.
///
/// Keys: up/down and "k"/"j" move by one row, pageUp/pageDown by the number of rows last drawn,
/// home/end to the first and last row; the selection stops at the ends. Every other key is the owner's.
public final class ListView: View {
    /// Gives the rows; setting it reloads.
    public weak var dataSource: ListViewDataSource? {
        didSet { reloadData() }
    }
    /// Hears the selection the user moves with keys.
    public weak var delegate: ListViewDelegate?
    /// Shown, indented by two columns, when there are no rows.
    public var emptyText: String = "" {
        didSet {
            if emptyText != oldValue { report(.text(property: "emptyText", value: emptyText)) }
        }
    }
    /// Whether the owner waits for the rows: once that has lasted `loadingDelay`, `loadingText` is shown
    /// in their place, and before then no empty text, so an answer that comes quickly never flickers.
    public var isLoading = false {
        didSet {
            guard isLoading != oldValue else { return }
            loadingSince = nil
            report(.text(property: "isLoading", value: String(isLoading)))
        }
    }
    /// Shown, indented by two columns, in place of the rows once they have been loading for a while.
    public var loadingText = "Loading…"
    /// How long the rows may be loading before `loadingText` replaces them.
    public static let loadingDelay = Duration.milliseconds(150)
    /// When a frame first showed the rows loading.
    private var loadingSince: Duration?
    /// The selected row; nil only when there are no rows.
    public private(set) var selectedIndex: Int?
    /// The row count the data source gave at the last `reloadData()`.
    public private(set) var numberOfRows = 0
    /// The index of the row drawn at the top of the area.
    public private(set) var firstVisibleRow = 0
    /// The rows the last frame had room for; nil until the first frame, so a selection made before it
    /// scrolls once the height is known, whether the rows came before or after that frame.
    private var visibleRowCount: Int?

    /// Creates an empty list view.
    public init() {}

    /// Re-asks the row count and clamps the selection: it keeps its index, or moves to the last row;
    /// nil when empty, 0 when rows appear. Does not call the delegate.
    public func reloadData() {
        report(.reloadData)
        numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        if numberOfRows == 0 {
            selectedIndex = nil
        } else {
            selectedIndex = min(selectedIndex ?? 0, numberOfRows - 1)
        }
        scrollToSelection()
    }

    /// Selects the row at `index` (clamped to the rows) and scrolls so it is visible. Does not call the
    /// delegate: like UITableView's, it hears what the user does, not what its owner sets.
    public func selectRow(at index: Int) {
        report(.selectRow(at: index))
        guard numberOfRows > 0 else { return }
        selectedIndex = min(max(0, index), numberOfRows - 1)
        scrollToSelection()
    }

    /// Moves the selection for the navigation keys, and tells the delegate when it moved; returns false
    /// for every other key.
    public func handle(_ key: Key) -> Bool {
        let page = max(1, visibleRowCount ?? 1)
        let target: (Int) -> Int
        switch key {
        case .up, .character("k"): target = { $0 - 1 }
        case .down, .character("j"): target = { $0 + 1 }
        case .pageUp: target = { $0 - page }
        case .pageDown: target = { $0 + page }
        case .home: target = { _ in 0 }
        case .end: target = { _ in Int.max }
        default: return false
        }
        if let previous = selectedIndex {
            selectRow(at: target(previous))
            if let selectedIndex, selectedIndex != previous {
                delegate?.listView(self, didSelectRowAt: selectedIndex)
            }
        }
        return true
    }

    /// Draws the visible rows, the empty text, or while loading the loading text; follows the selection if the area changed height.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        visibleRowCount = area.height
        scrollToSelection()
        if isLoading {
            let since = loadingSince ?? screen.time
            loadingSince = since
            if screen.time - since >= Self.loadingDelay {
                screen.put(
                    truncating: loadingText, at: Point(x: area.x + 2, y: area.y), width: area.width - 2)
                return
            }
            if numberOfRows == 0 { return }
        }
        guard let dataSource, numberOfRows > 0 else {
            screen.put(truncating: emptyText, at: Point(x: area.x + 2, y: area.y), width: area.width - 2)
            return
        }
        let last = min(numberOfRows, firstVisibleRow + area.height)
        report(.drawRows(firstVisibleRow..<last, dataSource: String(describing: type(of: dataSource))))
        for index in firstVisibleRow..<last {
            let row = dataSource.listView(self, rowAt: index)
            drawRow(
                row, isSelected: index == selectedIndex, in: area.row(index - firstVisibleRow), on: &screen)
        }
    }

    /// Marker, text (reversed when selected) and the detail right-aligned at the area's last column.
    private func drawRow(_ row: ListRow, isSelected: Bool, in area: Rect, on screen: inout Screen) {
        screen.put(isSelected ? "> " : "  ", at: area.origin, maxWidth: area.width)
        let available = area.width - 2
        guard available > 0 else { return }
        let detail = DisplayWidth.truncate(TerminalText.sanitize(row.detail), toWidth: available)
        let detailWidth = DisplayWidth.of(detail)
        let textWidth = detailWidth > 0 ? available - detailWidth - 1 : available
        if textWidth > 0 {
            screen.put(
                truncating: row.text,
                at: Point(x: area.x + 2, y: area.y),
                width: textWidth,
                style: isSelected ? .reverse : []
            )
        }
        if detailWidth > 0 {
            screen.put(detail, at: Point(x: area.maxX - detailWidth, y: area.y))
        }
    }

    /// Scrolls as little as possible to show the selection, without leaving rows blank at the bottom.
    private func scrollToSelection() {
        guard let selectedIndex, let visibleRowCount else {
            firstVisibleRow = 0
            return
        }
        let visible = max(1, visibleRowCount)
        if selectedIndex < firstVisibleRow {
            firstVisibleRow = selectedIndex
        } else if selectedIndex >= firstVisibleRow + visible {
            firstVisibleRow = selectedIndex - visible + 1
        }
        firstVisibleRow = max(0, min(firstVisibleRow, numberOfRows - visible))
    }
}
