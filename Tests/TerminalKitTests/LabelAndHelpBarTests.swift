import Testing

@testable import TerminalKit

@Suite("Label and help bar")
@MainActor
struct LabelAndHelpBarTests {
    @Test("B31 a label draws one line, cut with an ellipsis, in its style")
    func label() {
        let label = Label("My Lists and more", style: .bold)
        var screen = Screen(size: Size(width: 10, height: 2))
        label.draw(in: &screen, area: Rect(x: 1, y: 0, width: 8, height: 2))
        #expect(screen.lines == [" My List…", ""])
        #expect(screen[1, 0].style == .bold)
        #expect(!label.handle(.enter))
    }

    @Test("B19 the help bar lists key and action pairs two spaces apart, dim")
    func helpBar() {
        let bar = HelpBar(items: [
            HelpItem(key: "a", action: "add"), HelpItem(key: "enter", action: "open"),
            HelpItem(key: "?", action: "help"),
        ])
        var screen = Screen(size: Size(width: 40, height: 1))
        bar.draw(in: &screen, area: screen.bounds)
        #expect(screen.plainText == "a add  enter open  ? help")
        #expect(screen[0, 0].style == .dim)
    }

    @Test("B58 a help bar too long for the width shows what fits, then … and keeps ? help")
    func helpBarTooLong() {
        let bar = HelpBar(items: [
            HelpItem(key: "a", action: "add"), HelpItem(key: "enter", action: "open"),
            HelpItem(key: "r", action: "rename"), HelpItem(key: "?", action: "help"),
        ])
        #expect(bar.text(fittingWidth: 35) == "a add  enter open  r rename  ? help")
        #expect(bar.text(fittingWidth: 34) == "a add  enter open  …  ? help")
        #expect(bar.text(fittingWidth: 27) == "a add  …  ? help")
        #expect(bar.text(fittingWidth: 15) == "…  ? help")
        #expect(bar.text(fittingWidth: 8) == "? help")
        #expect(bar.text(fittingWidth: 4) == "…")
        #expect(bar.text(fittingWidth: 0) == "")
    }

    @Test("B58 a help bar without ? ends with … when its items do not all fit")
    func helpBarWithoutHelpItem() {
        let bar = HelpBar(items: [
            HelpItem(key: "enter", action: "save"), HelpItem(key: "esc", action: "cancel"),
            HelpItem(key: "tab", action: "next field"),
        ])
        #expect(bar.text(fittingWidth: 30) == "enter save  esc cancel  …")
        #expect(bar.text(fittingWidth: 12) == "…")
    }
}
