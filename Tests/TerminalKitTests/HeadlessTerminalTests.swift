import Testing

@testable import TerminalKit

/// A form screen whose enter "saves" the title into a list and whose esc quits.
private final class EditorScreen: ScaffoldView {
    let field = TextField()
    private(set) var saved: [String] = []
    private(set) var didQuit = false

    init() {
        super.init(
            title: "New List",
            content: FormView(rows: [FormRow(label: "Title", control: field)]),
            helpItems: [HelpItem(key: "enter", action: "save")]
        )
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch key {
        case .enter:
            saved.append(field.text)
            field.text = ""
        case .escape:
            didQuit = true
        default:
            return false
        }
        return true
    }
}

@Suite("Headless terminal")
@MainActor
struct HeadlessTerminalTests {
    @Test("B43 running a key script takes a snapshot at every screen action")
    func runScript() async throws {
        let editor = EditorScreen()
        let terminal = HeadlessTerminal(root: editor, size: Size(width: 30, height: 6))
        let script = try KeyScript(
            parsing: """
                type Groceries
                press backspace x2
                screen
                press enter
                resize 24x6
                type 한글 🍎
                screen
                """)
        var snapshots: [String] = []
        await terminal.run(script) { snapshots.append($0) }
        #expect(
            snapshots == [
                " New List\n\n > Title: Groceri\n\n\n enter save",
                " New List\n\n > Title: 한글 🍎\n\n\n enter save",
            ])
        #expect(editor.saved == ["Groceri"])
        #expect(terminal.size == Size(width: 24, height: 6))
    }

    @Test("a run stops as soon as shouldStop says so")
    func stopping() async throws {
        let editor = EditorScreen()
        let terminal = HeadlessTerminal(root: editor)
        let script = try KeyScript(parsing: "type ab\npress esc\ntype cd\nscreen")
        var snapshots: [String] = []
        await terminal.run(script, shouldStop: { editor.didQuit }, onSnapshot: { snapshots.append($0) })
        #expect(snapshots.isEmpty)
        #expect(editor.field.text == "ab")
    }

    @Test(
        "B49 a script's type line is handled character by character between two frames, like a paste; a key press too"
    )
    func typeLineDrawsOnce() async throws {
        let counter = DrawCounter()
        let terminal = HeadlessTerminal(root: counter)
        await terminal.run(
            try KeyScript(parsing: "type " + String(repeating: "x", count: 5_000) + "\npress a x3")
        ) { _ in }
        #expect(counter.keys == 5_003)
        #expect(counter.draws == 2 + 3 * 2)
    }

    @Test("typing skips control characters")
    func typingSkipsControls() {
        let editor = EditorScreen()
        let terminal = HeadlessTerminal(root: editor)
        terminal.type("a\u{1B}b\nc\td")
        #expect(editor.field.text == "abcd")
        terminal.press(.character("x"), count: 3)
        #expect(editor.field.text == "abcdxxx")
    }

    @Test("B33 a resize redraws at the new size")
    func resize() {
        let terminal = HeadlessTerminal(root: EditorScreen(), size: Size(width: 30, height: 6))
        #expect(terminal.render().size == Size(width: 30, height: 6))
        terminal.resize(to: Size(width: 50, height: 10))
        let screen = terminal.render()
        #expect(screen.size == Size(width: 50, height: 10))
        #expect(screen.lines[9] == " enter save")
    }

    @Test("B33 a resize to the size the terminal has already redraws everything too")
    func resizeToTheSameSize() {
        let terminal = HeadlessTerminal(root: EditorScreen(), size: Size(width: 30, height: 6))
        let before = terminal.snapshot
        terminal.resize(to: Size(width: 30, height: 6))
        #expect(terminal.snapshot == before)
    }

    @Test("frames written through the renderer shrink to the changes")
    func frames() {
        let editor = EditorScreen()
        let terminal = HeadlessTerminal(root: editor)
        let first = terminal.renderFrame()
        #expect(first.count > 20)
        #expect(terminal.renderFrame().isEmpty)
        terminal.type("a")
        let change = terminal.renderFrame()
        #expect(!change.isEmpty)
        #expect(change.count < 40)
    }
}

/// A view that counts how often it is drawn and how many keys it got.
private final class DrawCounter: View {
    private(set) var draws = 0
    private(set) var keys = 0

    func draw(in screen: inout Screen, area: Rect) {
        draws += 1
    }

    func handle(_ key: Key) -> Bool {
        keys += 1
        return true
    }
}
