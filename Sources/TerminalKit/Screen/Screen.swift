/// A grid of cells that views draw into; the renderer turns the difference between two screens into bytes.
///
/// All text is sanitised on the way in (see `TerminalText`), and a character wider than one column always
/// occupies all its cells (its grapheme, then continuation cells): overwriting any of them blanks the rest.
public struct Screen: Equatable, Sendable {
    /// The number of columns and rows.
    public private(set) var size: Size
    /// When the frame is drawn, on the clock the program waits on: views that show something only after a
    /// while (a list's "Loading…") read it.
    public var time: Duration = .zero
    private var cells: [Cell]

    /// The largest screen there is: bigger sizes are clamped to it, so no size, however it came in (a key
    /// script, a SIGWINCH, `--size`), can make a screen allocate more than a few megabytes.
    public static let maximumSize = Size(width: 1000, height: 1000)

    /// Creates a blank screen; negative dimensions count as zero, larger ones than `maximumSize` as its.
    public init(size: Size) {
        self.size = size.clamped(to: Self.maximumSize)
        cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    /// The whole screen as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`; a blank cell outside the screen.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// Writes text at a point, clipped to the screen and to `maxWidth` columns; sanitises it first
    /// (see `TerminalText`); a wide character that would not fit is replaced by a space. Returns columns written.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: Style = [], maxWidth: Int? = nil) -> Int
    {
        guard point.y >= 0, point.y < size.height else { return 0 }
        let end = maxWidth.map { min(size.width, point.x + max(0, $0)) } ?? size.width
        guard point.x < end else { return 0 }
        var column = point.x
        var written = 0
        for character in TerminalText.sanitize(text) {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            if column + width > end {
                if column >= 0, column < end {
                    store(" ", width: 1, style: style, x: column, y: point.y)
                    written += 1
                }
                break
            }
            if column >= 0 {
                store(String(character), width: width, style: style, x: column, y: point.y)
                written += width
            } else if column + width > 0 {
                store(" ", width: 1, style: style, x: 0, y: point.y)
                written += 1
            }
            column += width
        }
        return written
    }

    /// Writes text cut to `width` columns with "…" (see `DisplayWidth.truncate`); returns columns written.
    @discardableResult
    public mutating func put(truncating text: String, at point: Point, width: Int, style: Style = []) -> Int {
        let fitted = DisplayWidth.truncate(TerminalText.sanitize(text), toWidth: width)
        return put(fitted, at: point, style: style, maxWidth: width)
    }

    /// Fills `rect` (clipped to the screen) with a one-column grapheme; anything else fills with spaces.
    public mutating func fill(_ rect: Rect, with grapheme: String = " ", style: Style = []) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let safe = TerminalText.sanitize(grapheme)
        let filler = safe.count == 1 && DisplayWidth.of(safe) == 1 ? safe : " "
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                store(filler, width: 1, style: style, x: x, y: y)
            }
        }
    }

    /// Adds `style` to every cell in `rect` (clipped to the screen).
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                cells[y * size.width + x].style.formUnion(style)
            }
        }
    }

    /// The screen as plain text without styling: one line per row, trailing spaces removed, rows joined with "\n".
    public var plainText: String {
        lines.joined(separator: "\n")
    }

    /// The rows as plain text without styling, trailing spaces removed.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width {
                line += cells[y * size.width + x].grapheme
            }
            while line.last == " " {
                line.removeLast()
            }
            return line
        }
    }

    /// Whether row `y` holds the same cells here and in `other`, which has the same width.
    func rowEquals(_ y: Int, in other: Screen, row otherY: Int) -> Bool {
        let offset = (otherY - y) * size.width
        for index in y * size.width..<(y + 1) * size.width where cells[index] != other.cells[index + offset] {
            return false
        }
        return true
    }

    /// A hash of row `y`'s cells: equal rows hash alike. Each grapheme's UTF-8 bytes and then its style
    /// are folded in, FNV-1a style, which costs a fraction of hashing the cells through a `Hasher`.
    func rowHash(_ y: Int) -> Int {
        let prime = 1_099_511_628_211
        var hash = -3_750_763_034_362_895_579  // the FNV-1a offset basis
        for index in y * size.width..<(y + 1) * size.width {
            for byte in cells[index].grapheme.utf8 {
                hash = (hash ^ Int(byte)) &* prime
            }
            hash = (hash ^ Int(cells[index].style.rawValue) ^ 0x100) &* prime
        }
        return hash
    }

    /// Moves rows `top...bottom` up by `distance` rows (down when negative), as a terminal scrolls a
    /// region: rows leaving it are lost and rows entering it are blank.
    mutating func scroll(rows top: Int, through bottom: Int, by distance: Int) {
        let width = size.width
        let rows = Array(top...bottom).map { y -> ArraySlice<Cell> in
            let source = y + distance
            guard source >= top, source <= bottom else {
                return ArraySlice(repeating: .blank, count: width)
            }
            return cells[source * width..<(source + 1) * width]
        }
        for (offset, row) in rows.enumerated() {
            cells.replaceSubrange((top + offset) * width..<(top + offset + 1) * width, with: row)
        }
    }

    /// Stores a grapheme of `width` columns at (x, y), followed by `width - 1` continuation cells,
    /// blanking whatever is left of the wide characters it cuts; the grapheme must be sanitised and fit.
    mutating func store(_ grapheme: String, width: Int, style: Style, x: Int, y: Int) {
        let row = y * size.width
        var head = x
        while head > 0, cells[row + head].isContinuation {
            head -= 1
        }
        for column in head..<x {
            cells[row + column].grapheme = " "
        }
        var tail = x + width
        while tail < size.width, cells[row + tail].isContinuation {
            cells[row + tail].grapheme = " "
            tail += 1
        }
        cells[row + x] = Cell(grapheme: grapheme, style: style)
        for column in (x + 1)..<(x + width) {
            cells[row + column] = Cell(grapheme: "", style: style)
        }
    }
}
