import Testing

@testable import TerminalKit

@Suite("Choice picker")
@MainActor
struct ChoicePickerTests {
    private func draw(_ picker: ChoicePicker, width: Int = 20) -> Screen {
        var screen = Screen(size: Size(width: width, height: 1))
        picker.draw(in: &screen, area: screen.bounds)
        return screen
    }

    @Test("B08 left and right change the selection and stop at the ends")
    func leftAndRight() {
        let picker = ChoicePicker(options: ["✎", "⌂", "✉"])
        #expect(picker.handle(.left))
        #expect(picker.selectedIndex == 0)
        #expect(picker.handle(.right))
        #expect(picker.handle(.right))
        #expect(picker.handle(.right))
        #expect(picker.selectedIndex == 2)
        #expect(picker.selectedOption == "✉")
        #expect(!picker.handle(.up))
        #expect(!picker.handle(.enter))
        #expect(!picker.handle(.character("a")))
    }

    @Test("choices made with keys reach onSelectionChange; stops at the ends and choices set in code do not")
    func reportsUserChoices() {
        let picker = ChoicePicker(options: ["✎", "⌂", "✉"])
        var reported: [Int] = []
        picker.onSelectionChange = { reported.append($0) }
        picker.selectedIndex = 1
        for key: Key in [.right, .right, .left, .left, .left, .up] {
            _ = picker.handle(key)
        }
        #expect(reported == [2, 1, 0])
    }

    @Test("B08 the selected option is drawn in brackets, reversed when focused")
    func drawing() {
        let picker = ChoicePicker(options: ["✎", "⌂", "✉"], selectedIndex: 1)
        #expect(draw(picker).plainText == " ✎ [⌂] ✉")
        #expect(draw(picker)[3, 0].style == [])
        picker.isFocused = true
        let screen = draw(picker)
        #expect((3...5).allSatisfy { screen[$0, 0].style == .reverse })
        #expect(screen[2, 0].style == [])
        picker.selectedIndex = 0
        #expect(draw(picker).plainText == "[✎] ⌂  ✉")
    }

    @Test("a narrow picker starts late enough to show the selected option")
    func narrow() {
        let picker = ChoicePicker(options: ["a", "b", "c", "d", "e"], selectedIndex: 4)
        #expect(draw(picker, width: 7).plainText == " d [e]")
        picker.selectedIndex = 0
        #expect(draw(picker, width: 7).plainText == "[a] b")
    }

    @Test("the initial selection is clamped to the options")
    func clamping() {
        #expect(ChoicePicker(options: ["a", "b"], selectedIndex: 5).selectedIndex == 1)
        #expect(ChoicePicker(options: [], selectedIndex: 2).selectedOption == nil)
    }
}
