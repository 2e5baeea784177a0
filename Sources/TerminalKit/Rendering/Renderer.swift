/// Turns screens into terminal output, writing only what changed since the previous frame.
///
/// Changed cells of a row are grouped into runs, each written after one cursor move; short stretches of
/// unchanged cells between changes are rewritten rather than paying for another move. When rows moved up
/// or down (a list scrolled), the terminal is first told to scroll them with a scroll region, and only
/// what that leaves different is written, if that takes fewer bytes. SGR attributes are emitted only when
/// they change, and every frame ends with attributes reset. The cursor stays hidden.
public struct Renderer: Sendable {
    /// Unchanged cells between two changes that are rewritten instead of moving the cursor past them.
    static let maximumBridgedCells = 6

    private var previous: Screen?

    /// Creates a renderer whose first frame repaints everything.
    public init() {}

    /// Returns the bytes that turn the last frame into `screen`: only cells that changed, with cursor moves
    /// and SGR styles. The first frame, or a frame of another size, repaints everything (clear + all cells).
    public mutating func render(_ screen: Screen) -> [UInt8] {
        var writer = FrameWriter()
        if let previous, previous.size == screen.size {
            let changedRows = (0..<screen.size.height).filter { !screen.rowEquals($0, in: previous, row: $0) }
            writer = changes(from: previous, to: screen, rows: changedRows)
            if changedRows.count >= ScrollMove.minimumChangedRows,
                let move = ScrollMove.best(from: previous, to: screen)
            {
                var scrolled = previous
                scrolled.scroll(rows: move.top, through: move.bottom, by: move.distance)
                let rows = (0..<screen.size.height).filter { !screen.rowEquals($0, in: scrolled, row: $0) }
                let alternative = changes(from: scrolled, to: screen, rows: rows, after: move)
                if alternative.bytes.count < writer.bytes.count {
                    writer = alternative
                }
            }
        } else {
            writer.clearScreen()
            for y in 0..<screen.size.height {
                writeRow(y, of: screen, into: &writer)
            }
            writer.finish()
        }
        previous = screen
        return writer.bytes
    }

    /// Makes the next frame repaint everything, as after a resize or when the terminal was disturbed.
    public mutating func invalidate() {
        previous = nil
    }

    /// The frame that turns `old` into `new`, which differ in `rows`, after making the terminal scroll
    /// by `move` if given.
    private func changes(from old: Screen, to new: Screen, rows: [Int], after move: ScrollMove? = nil)
        -> FrameWriter
    {
        var writer = FrameWriter()
        if let move {
            writer.scroll(move)
        }
        for y in rows {
            writeChanges(row: y, from: old, to: new, into: &writer)
        }
        writer.finish()
        return writer
    }

    /// Writes a row of a freshly cleared screen, up to its last cell that is not a plain blank.
    private func writeRow(_ y: Int, of screen: Screen, into writer: inout FrameWriter) {
        guard let last = (0..<screen.size.width).last(where: { screen[$0, y] != .blank }) else { return }
        writer.moveTo(x: 0, y: y)
        for x in 0...last {
            writer.write(screen[x, y])
        }
    }

    private func writeChanges(row y: Int, from old: Screen, to new: Screen, into writer: inout FrameWriter) {
        var x = 0
        while x < new.size.width {
            guard old[x, y] != new[x, y] else {
                x += 1
                continue
            }
            var start = x
            while start > 0, new[start, y].isContinuation {
                start -= 1
            }
            var end = x + 1
            var probe = end
            while probe < new.size.width, probe - end <= Self.maximumBridgedCells {
                if old[probe, y] != new[probe, y] {
                    end = probe + 1
                }
                probe += 1
            }
            writer.moveTo(x: start, y: y)
            for column in start..<end {
                writer.write(new[column, y])
            }
            x = end
        }
    }
}
