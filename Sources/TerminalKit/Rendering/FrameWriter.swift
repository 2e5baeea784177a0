/// Accumulates the bytes of one frame: cursor moves, scrolls, SGR attribute changes and cell text.
struct FrameWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The attributes the terminal currently draws with.
    private(set) var style: Style = []

    /// Resets attributes, hides the cursor and clears the screen.
    mutating func clearScreen() {
        append("\u{1B}[0m\u{1B}[?25l\u{1B}[2J")
        style = []
    }

    /// Moves the cursor to column `x`, row `y` (both from zero).
    mutating func moveTo(x: Int, y: Int) {
        append("\u{1B}[\(y + 1);\(x + 1)H")
    }

    /// Makes the terminal scroll: sets the scroll region (DECSTBM), indexes at its bottom margin (IND)
    /// or reverse-indexes at its top margin (RI) once per row, and sets the whole screen as the region
    /// again. Rows entering the region are blank in the current attributes, which must be the default.
    mutating func scroll(_ move: ScrollMove) {
        append("\u{1B}[\(move.top + 1);\(move.bottom + 1)r")
        if move.distance > 0 {
            moveTo(x: 0, y: move.bottom)
            append(String(repeating: "\u{1B}D", count: move.distance))
        } else {
            moveTo(x: 0, y: move.top)
            append(String(repeating: "\u{1B}M", count: -move.distance))
        }
        append("\u{1B}[r")
    }

    /// Writes a cell's grapheme, switching attributes first when they differ; skips continuation cells.
    mutating func write(_ cell: Cell) {
        guard !cell.isContinuation else { return }
        if cell.style != style {
            setStyle(cell.style)
        }
        append(cell.grapheme)
    }

    /// Ends the frame with the attributes reset, if they were changed.
    mutating func finish() {
        if !style.isEmpty {
            setStyle([])
        }
    }

    /// Writes one SGR sequence: reset, then the attributes of `newStyle`.
    private mutating func setStyle(_ newStyle: Style) {
        var sequence = "\u{1B}[0"
        if newStyle.contains(.bold) { sequence += ";1" }
        if newStyle.contains(.dim) { sequence += ";2" }
        if newStyle.contains(.underline) { sequence += ";4" }
        if newStyle.contains(.reverse) { sequence += ";7" }
        append(sequence + "m")
        style = newStyle
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
