import Testing

@testable import TerminalKit

/// A page showing one label that records the keys it gets.
private final class TestPage: Page, View {
    let title: String
    private(set) var keys: [Key] = []
    var rootView: any View { self }

    init(_ title: String) {
        self.title = title
    }

    func draw(in screen: inout Screen, area: Rect) {
        screen.put(title, at: area.origin)
        screen.put("\(area.width)x\(area.height)", at: Point(x: area.x, y: area.maxY - 1))
    }

    func handle(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
}

@Suite("Navigation stack")
@MainActor
struct NavigationStackTests {
    @Test("push shows the new page on top and pop goes back; the last pop leaves it empty")
    func pushAndPop() {
        let stack = NavigationStack()
        let terminal = HeadlessTerminal(root: stack, size: Size(width: 30, height: 8))
        #expect(stack.isEmpty)
        stack.push(TestPage("Home"))
        stack.push(TestPage("Tasks"))
        #expect(stack.pages.count == 2)
        #expect(terminal.render().lines[0] == "Tasks")
        stack.pop()
        #expect(terminal.render().lines[0] == "Home")
        stack.pop()
        #expect(stack.isEmpty)
        #expect(terminal.snapshot == String(repeating: "\n", count: 7))
        stack.pop()
        #expect(stack.isEmpty)
    }

    @Test("pop to root leaves the bottom page on top and releases the pages above it")
    func popToRoot() {
        let stack = NavigationStack()
        let terminal = HeadlessTerminal(root: stack, size: Size(width: 30, height: 8))
        weak var editor: TestPage?
        stack.push(TestPage("Home"))
        stack.push(TestPage("Tasks"))
        do {
            let page = TestPage("Editor")
            editor = page
            stack.push(page)
        }
        stack.popToRoot()
        #expect(stack.pages.count == 1)
        #expect(terminal.render().lines[0] == "Home")
        #expect(editor == nil)
        stack.popToRoot()
        #expect(stack.pages.count == 1)
        let empty = NavigationStack()
        empty.popToRoot()
        #expect(empty.isEmpty)
    }

    @Test("keys go to the top page only")
    func keysToTop() {
        let stack = NavigationStack()
        let home = TestPage("Home")
        let tasks = TestPage("Tasks")
        stack.push(home)
        stack.push(tasks)
        #expect(stack.handle(.down))
        #expect(tasks.keys == [.down])
        #expect(home.keys.isEmpty)
        #expect(!NavigationStack().handle(.down))
    }

    @Test("B17 ctrl-c removes every page, so the app quits from any screen")
    func controlCQuits() {
        let stack = NavigationStack()
        let terminal = HeadlessTerminal(root: stack, size: Size(width: 10, height: 3))
        stack.push(TestPage("Home"))
        stack.push(TestPage("Editor"))
        terminal.press(.control("c"))
        #expect(stack.isEmpty)
    }

    @Test("popped pages are released")
    func releasesPages() {
        let stack = NavigationStack()
        weak var popped: TestPage?
        do {
            let page = TestPage("Tasks")
            popped = page
            stack.push(page)
        }
        #expect(popped != nil)
        stack.pop()
        #expect(popped == nil)
    }

    @Test("B33 below 20x6 only \"Terminal too small\" is shown and keys are ignored, until it grows")
    func tooSmall() {
        let stack = NavigationStack()
        let page = TestPage("Home")
        stack.push(page)
        let terminal = HeadlessTerminal(root: stack, size: Size(width: 19, height: 10))
        #expect(terminal.render().lines.first == "Terminal too small")
        terminal.press(.down)
        #expect(page.keys.isEmpty)
        terminal.resize(to: Size(width: 12, height: 3))
        #expect(terminal.render().lines == ["Terminal to…", "", ""])
        terminal.resize(to: Size(width: 20, height: 6))
        #expect(terminal.render().lines.first == "Home")
        #expect(terminal.render().lines.last == "20x6")
        terminal.press(.down)
        #expect(page.keys == [.down])
    }
}
