/// Labelled controls, one a row with a blank line between, of which one has the focus:
///
///     > Title: Groceries
///
///       Icon:  [✎] ⌂  ✉
///
/// A row that `fillsRemainingRows` gives its control every row from its label's down to the bottom, so it
/// belongs last. Tab and backTab move the focus (wrapping around); every other key goes to the focused
/// control. Controls that are `Focusable` are told whether they have the focus.
public final class FormView: View {
    /// The rows, top to bottom.
    public var rows: [FormRow] {
        didSet { focus(rowAt: focusedIndex) }
    }
    /// The row whose control gets the keys.
    public private(set) var focusedIndex = 0

    /// Creates a form with its first row focused.
    public init(rows: [FormRow]) {
        self.rows = rows
        focus(rowAt: 0)
    }

    /// Moves the focus to the row at `index` (clamped to the rows).
    public func focus(rowAt index: Int) {
        focusedIndex = min(max(0, index), max(0, rows.count - 1))
        for (rowIndex, row) in rows.enumerated() {
            (row.control as? any Focusable)?.isFocused = rowIndex == focusedIndex
        }
    }

    /// Tab and backTab move the focus; other keys go to the focused control.
    public func handle(_ key: Key) -> Bool {
        guard !rows.isEmpty else { return false }
        switch key {
        case .tab:
            focus(rowAt: (focusedIndex + 1) % rows.count)
            return true
        case .backTab:
            focus(rowAt: (focusedIndex + rows.count - 1) % rows.count)
            return true
        default:
            return rows[focusedIndex].control.handle(key)
        }
    }

    /// Draws every row that fits: marker, label padded to the widest label plus ": ", then the control.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        let labels = rows.map { TerminalText.sanitize($0.label) }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let controlX = area.x + 2 + labelWidth + 2
        var y = area.y
        for (index, row) in rows.enumerated() {
            guard y < area.maxY else { break }
            let marker = index == focusedIndex ? "> " : "  "
            screen.put(marker + labels[index] + ":", at: Point(x: area.x, y: y), maxWidth: area.width)
            let height = row.fillsRemainingRows ? area.maxY - y : 1
            if controlX < area.maxX {
                row.control.draw(
                    in: &screen, area: Rect(x: controlX, y: y, width: area.maxX - controlX, height: height))
            }
            y += height + 1
        }
    }
}
