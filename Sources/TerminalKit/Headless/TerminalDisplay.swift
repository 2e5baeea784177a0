/// What a terminal shows once it has been sent bytes: the cell grid that `Renderer`'s output draws,
/// so that headless runs and tests see the screen a real terminal would, scrolls included.
///
/// It reads what the renderer writes, the way VT100 and xterm do: text (UTF-8, wide characters take
/// two columns), cursor position (CUP, `ESC[y;xH`), attributes (SGR, `ESC[…m`), clear screen
/// (`ESC[2J`), scroll region (DECSTBM, `ESC[t;br`; `ESC[r` for the whole screen), index and reverse
/// index (`ESC D`, `ESC M`) and cursor visibility (`ESC[?25l`, `ESC[?25h`). Other sequences are ignored.
public struct TerminalDisplay: Sendable {
    /// What the terminal shows.
    public private(set) var screen: Screen
    private var cursor = Point.zero
    private var style: Style = []
    private var regionTop = 0
    private var regionBottom: Int

    /// A blank terminal of `size`.
    public init(size: Size) {
        screen = Screen(size: size)
        regionBottom = screen.size.height - 1
    }

    /// Changes the size, as a terminal window does: the grid comes back blank, the whole screen scrolls.
    public mutating func resize(to size: Size) {
        self = TerminalDisplay(size: size)
    }

    /// Draws `bytes` as the terminal would.
    public mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        while index < bytes.count {
            guard bytes[index] == 0x1B else {
                text.append(bytes[index])
                index += 1
                continue
            }
            write(text)
            text.removeAll(keepingCapacity: true)
            index = escape(in: bytes, at: index + 1)
        }
        write(text)
    }

    /// Handles the escape sequence after the ESC at `start - 1`; returns the index after it.
    private mutating func escape(in bytes: [UInt8], at start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "D"):
            index()
            return start + 1
        case UInt8(ascii: "M"):
            reverseIndex()
            return start + 1
        case UInt8(ascii: "["):
            var end = start + 1
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
                end += 1
            }
            guard end < bytes.count else { return end }
            control(String(decoding: bytes[(start + 1)..<end], as: UTF8.self), final: bytes[end])
            return end + 1
        default:
            return start + 1
        }
    }

    /// Performs the control sequence `ESC [ parameters final`.
    private mutating func control(_ parameters: String, final: UInt8) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case UInt8(ascii: "H"):
            let row = (numbers.first ?? nil) ?? 1
            let column = (numbers.count > 1 ? numbers[1] : nil) ?? 1
            cursor = Point(
                x: min(max(0, column - 1), screen.size.width - 1),
                y: min(max(0, row - 1), screen.size.height - 1))
        case UInt8(ascii: "m"):
            for number in numbers {
                switch number ?? 0 {
                case 0: style = []
                case 1: style.insert(.bold)
                case 2: style.insert(.dim)
                case 4: style.insert(.underline)
                case 7: style.insert(.reverse)
                default: break
                }
            }
        case UInt8(ascii: "J") where parameters == "2":
            screen = Screen(size: screen.size)
        case UInt8(ascii: "r"):
            let top = (numbers.first ?? nil) ?? 1
            let bottom = (numbers.count > 1 ? numbers[1] : nil) ?? screen.size.height
            if top < bottom, bottom <= screen.size.height {
                regionTop = top - 1
                regionBottom = bottom - 1
            }
            cursor = .zero
        default:
            break
        }
    }

    /// IND: down one row; at the region's bottom margin the region scrolls up instead.
    private mutating func index() {
        if cursor.y == regionBottom {
            screen.scroll(rows: regionTop, through: regionBottom, by: 1)
        } else if cursor.y < screen.size.height - 1 {
            cursor.y += 1
        }
    }

    /// RI: up one row; at the region's top margin the region scrolls down instead.
    private mutating func reverseIndex() {
        if cursor.y == regionTop {
            screen.scroll(rows: regionTop, through: regionBottom, by: -1)
        } else if cursor.y > 0 {
            cursor.y -= 1
        }
    }

    /// Writes UTF-8 text at the cursor, one grapheme after another, advancing by each one's width; a
    /// wide character that does not fit before the right edge is drawn as a space, as `Screen` does.
    private mutating func write(_ text: [UInt8]) {
        guard !text.isEmpty else { return }
        for character in String(decoding: text, as: UTF8.self) {
            let width = DisplayWidth.of(character)
            guard width > 0, cursor.x < screen.size.width else { continue }
            if cursor.x + width > screen.size.width {
                screen.store(" ", width: 1, style: style, x: cursor.x, y: cursor.y)
            } else {
                screen.store(String(character), width: width, style: style, x: cursor.x, y: cursor.y)
            }
            cursor.x += width
        }
    }
}
