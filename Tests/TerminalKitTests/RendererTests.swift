import SeededRandom
import TestSupport
import Testing

@testable import TerminalKit

@Suite("Renderer")
@MainActor
struct RendererTests {
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test("the first frame clears the screen and draws every non-blank row")
    func firstFrame() {
        var screen = Screen(size: Size(width: 10, height: 3))
        screen.put("hi", at: .zero)
        screen.put("there", at: Point(x: 2, y: 2), style: .bold)
        var renderer = Renderer()
        let output = text(renderer.render(screen))
        #expect(output == "\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[1;1Hhi\u{1B}[3;1H  \u{1B}[0;1mthere\u{1B}[0m")
    }

    @Test("an unchanged frame writes nothing")
    func unchangedFrame() {
        var screen = Screen(size: Size(width: 10, height: 3))
        screen.put("hello", at: .zero)
        var renderer = Renderer()
        _ = renderer.render(screen)
        #expect(renderer.render(screen).isEmpty)
    }

    @Test("one changed cell writes a cursor move and the cell")
    func oneCell() {
        var screen = Screen(size: Size(width: 80, height: 24))
        screen.put("hello", at: Point(x: 0, y: 5))
        var renderer = Renderer()
        _ = renderer.render(screen)
        screen.put("j", at: Point(x: 0, y: 5))
        #expect(text(renderer.render(screen)) == "\u{1B}[6;1Hj")
    }

    @Test("nearby changes share one cursor move; distant ones get their own")
    func runs() {
        var screen = Screen(size: Size(width: 40, height: 2))
        var renderer = Renderer()
        _ = renderer.render(screen)
        screen.put("a", at: Point(x: 1, y: 0))
        screen.put("b", at: Point(x: 4, y: 0))
        screen.put("c", at: Point(x: 30, y: 0))
        #expect(text(renderer.render(screen)) == "\u{1B}[1;2Ha  b\u{1B}[1;31Hc")
    }

    @Test("styles are set only when they change, and reset at the end of the frame")
    func styles() {
        var screen = Screen(size: Size(width: 10, height: 1))
        var renderer = Renderer()
        _ = renderer.render(screen)
        screen.put("ab", at: .zero, style: [.reverse, .bold])
        screen.put("c", at: Point(x: 2, y: 0), style: .dim)
        screen.put("d", at: Point(x: 3, y: 0), style: .underline)
        #expect(
            text(renderer.render(screen)) == "\u{1B}[1;1H\u{1B}[0;1;7mab\u{1B}[0;2mc\u{1B}[0;4md\u{1B}[0m")
        screen.setStyle(.reverse, in: Rect(x: 3, y: 0, width: 1, height: 1))
        #expect(text(renderer.render(screen)) == "\u{1B}[1;4H\u{1B}[0;4;7md\u{1B}[0m")
    }

    @Test("B30 wide characters are written once, and replacing half of one rewrites the row part")
    func wideCharacters() {
        var screen = Screen(size: Size(width: 10, height: 1))
        var renderer = Renderer()
        screen.put("한글", at: .zero)
        #expect(text(renderer.render(screen)) == "\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[1;1H한글")
        screen.put("x", at: Point(x: 3, y: 0))
        #expect(text(renderer.render(screen)) == "\u{1B}[1;3H x")
    }

    @Test("B33 a frame of another size, or after invalidate, repaints everything")
    func fullRepaint() {
        var renderer = Renderer()
        var small = Screen(size: Size(width: 10, height: 2))
        small.put("a", at: .zero)
        _ = renderer.render(small)
        var large = Screen(size: Size(width: 12, height: 3))
        large.put("a", at: .zero)
        #expect(text(renderer.render(large)).hasPrefix("\u{1B}[0m\u{1B}[?25l\u{1B}[2J"))
        renderer.invalidate()
        #expect(text(renderer.render(large)) == "\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[1;1Ha")
    }

    @Test("B32 user text reaches the terminal sanitised: no raw escape byte but the renderer's own")
    func sanitisedOutput() {
        var screen = Screen(size: Size(width: 30, height: 1))
        screen.put("evil\u{1B}]0;title\u{7}\u{9B}", at: .zero)
        var renderer = Renderer()
        let output = text(renderer.render(screen))
        #expect(output.hasSuffix("\u{1B}[1;1Hevil␛]0;title␇�"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x9B })
    }

    @Test("moving a selection marker one row on an 80x24 list writes well under 100 bytes")
    func selectionMove() {
        final class Rows: ListViewDataSource {
            func numberOfRows(in listView: ListView) -> Int { 30 }
            func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
                ListRow(text: "✎ List number \(index)", detail: "\(index)/30")
            }
        }
        let rows = Rows()
        let list = ListView()
        list.dataSource = rows
        let terminal = HeadlessTerminal(root: list)
        list.selectRow(at: 3)
        _ = terminal.renderFrame()
        list.selectRow(at: 4)
        let bytes = terminal.renderFrame()
        #expect(bytes.count < 100)
        #expect(!bytes.isEmpty)
    }
}

@Suite("Renderer scrolls")
@MainActor
struct RendererScrollTests {
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private let rows = TestRows(count: 30)

    /// A list of 30 rows filling an 80x24 terminal, with `selected` selected and drawn.
    private func list(selecting selected: Int) -> (ListView, HeadlessTerminal) {
        let list = ListView.showing(rows)
        let terminal = HeadlessTerminal(root: list)
        terminal.renderFrame()
        list.selectRow(at: selected)
        terminal.renderFrame()
        return (list, terminal)
    }

    @Test(
        "B16 a one-row scroll down makes the terminal scroll its region and writes the new row and the moved marker"
    )
    func oneRowDown() {
        let (list, terminal) = list(selecting: 23)
        list.selectRow(at: 24)
        let bytes = terminal.renderFrame()
        #expect(
            text(bytes)
                == "\u{1B}[1;23r\u{1B}[23;1H\u{1B}D\u{1B}[r" + "\u{1B}[23;3HRow 23"
                + "\u{1B}[24;8H\u{1B}[0;7m4\u{1B}[0m")
        #expect(bytes.count == 50)
        #expect(terminal.display.screen == terminal.render())
    }

    @Test("B16 a one-row scroll up reverse-indexes at the top margin")
    func oneRowUp() {
        let (list, terminal) = list(selecting: 24)
        list.selectRow(at: 1)
        terminal.renderFrame()
        list.selectRow(at: 0)
        let bytes = terminal.renderFrame()
        #expect(
            text(bytes)
                == "\u{1B}[2;24r\u{1B}[2;1H\u{1B}M\u{1B}[r" + "\u{1B}[1;7H\u{1B}[0;7m0"
                + "\u{1B}[2;3H\u{1B}[0mRow 1")
        #expect(bytes.count == 46)
        #expect(terminal.display.screen == terminal.render())
    }

    @Test("a frame with only a few changed rows is written cell by cell, without a scroll")
    func fewRowsNoScroll() {
        let (list, terminal) = list(selecting: 3)
        list.selectRow(at: 4)
        let output = text(terminal.renderFrame())
        #expect(output == "\u{1B}[4;1H  Row 3\u{1B}[5;1H> \u{1B}[0;7mRow 4\u{1B}[0m")
    }

    @Test("the terminal display shows every frame exactly, for random edits, scrolls and wide characters")
    func randomFrames() {
        let pieces = [
            "Milk", "한글", "🍎 apple", "x", "long title here", "  ", "é", "[ ] Task 12", "✎ Groceries",
        ]
        let styles: [Style] = [[], .reverse, .bold, [.dim, .underline]]
        for seed in UInt64(1)...300 {
            var random = SplitMix64(seed: seed)
            let size = Size(
                width: Int.random(in: 6...30, using: &random), height: Int.random(in: 3...12, using: &random))
            var screen = Screen(size: size)
            var renderer = Renderer()
            var display = TerminalDisplay(size: size)
            func scribble(row y: Int) {
                screen.fill(Rect(x: 0, y: y, width: size.width, height: 1))
                screen.put(
                    pieces.randomElement(using: &random)!,
                    at: Point(x: Int.random(in: 0..<size.width, using: &random), y: y),
                    style: styles.randomElement(using: &random)!)
            }
            for y in 0..<size.height {
                scribble(row: y)
            }
            for frame in 0..<12 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let top = Int.random(in: 0..<size.height, using: &random)
                    let bottom = Int.random(in: top..<size.height, using: &random)
                    let distance = Int.random(in: -3...3, using: &random)
                    screen.scroll(rows: top, through: bottom, by: distance)
                    for y in top...bottom where Bool.random(using: &random) {
                        scribble(row: y)
                    }
                case 1:
                    scribble(row: Int.random(in: 0..<size.height, using: &random))
                case 2:
                    screen.setStyle(
                        .reverse,
                        in: Rect(
                            x: 0, y: Int.random(in: 0..<size.height, using: &random), width: size.width,
                            height: 1))
                default:
                    break
                }
                display.apply(renderer.render(screen))
                guard display.screen == screen else {
                    Issue.record(
                        "seed \(seed), frame \(frame): the display shows\n\(display.screen.plainText)\nnot\n\(screen.plainText)"
                    )
                    return
                }
            }
        }
    }
}

@Suite("Terminal display")
@MainActor
struct TerminalDisplayTests {
    @Test("text, cursor moves, attributes and clearing land where a terminal puts them")
    func basics() {
        var display = TerminalDisplay(size: Size(width: 10, height: 3))
        display.apply(Array("ab\u{1B}[2;4H\u{1B}[0;1;7mcd\u{1B}[0m한e".utf8))
        #expect(display.screen.lines == ["ab", "   cd한e", ""])
        #expect(display.screen[3, 1].style == [.bold, .reverse])
        #expect(display.screen[5, 1].isContinuation == false)
        #expect(display.screen[6, 1].isContinuation)
        display.apply(Array("\u{1B}[0m\u{1B}[?25l\u{1B}[2J\u{1B}[3;9Hxyz".utf8))
        #expect(display.screen.lines == ["", "", "        xy"])
    }

    @Test("index at the bottom margin scrolls the region up, reverse index at the top margin scrolls it down")
    func scrollRegion() {
        var display = TerminalDisplay(size: Size(width: 4, height: 5))
        display.apply(Array("\u{1B}[1;1H0\u{1B}[2;1H1\u{1B}[3;1H2\u{1B}[4;1H3\u{1B}[5;1H4".utf8))
        display.apply(Array("\u{1B}[2;4r\u{1B}[4;1H\u{1B}D\u{1B}[r".utf8))
        #expect(display.screen.lines == ["0", "2", "3", "", "4"])
        display.apply(Array("\u{1B}[2;4r\u{1B}[2;1H\u{1B}M\u{1B}M\u{1B}[r".utf8))
        #expect(display.screen.lines == ["0", "", "", "2", "4"])
        display.apply(Array("\u{1B}[5;1H\u{1B}D".utf8))
        #expect(display.screen.lines == ["", "", "2", "4", ""])
    }
}
