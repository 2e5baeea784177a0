import Testing

@testable import TerminalKit

@Suite("Renderer")
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
