import Testing

@testable import TerminalKit

@Suite("Form view")
@MainActor
struct FormViewTests {
    private func makeForm() -> (FormView, TextField, ChoicePicker) {
        let field = TextField(text: "Groceries")
        let picker = ChoicePicker(options: ["✎", "⌂", "✉"])
        let form = FormView(rows: [
            FormRow(label: "Title", control: field), FormRow(label: "Icon", control: picker),
        ])
        return (form, field, picker)
    }

    @Test("B08 the first row starts focused, and tab and back-tab move the focus with wrap-around")
    func focusCycle() {
        let (form, field, picker) = makeForm()
        #expect(form.focusedIndex == 0)
        #expect(field.isFocused)
        #expect(!picker.isFocused)
        #expect(form.handle(.tab))
        #expect(form.focusedIndex == 1)
        #expect(!field.isFocused)
        #expect(picker.isFocused)
        #expect(form.handle(.tab))
        #expect(form.focusedIndex == 0)
        #expect(form.handle(.backTab))
        #expect(form.focusedIndex == 1)
    }

    @Test("B08 keys go to the focused control only")
    func routing() {
        let (form, field, picker) = makeForm()
        #expect(form.handle(.character("!")))
        #expect(form.handle(.left))
        #expect(field.text == "Groceries!")
        #expect(picker.selectedIndex == 0)
        form.focus(rowAt: 1)
        #expect(form.handle(.right))
        #expect(!form.handle(.character("x")))
        #expect(picker.selectedIndex == 1)
        #expect(field.text == "Groceries!")
        #expect(!form.handle(.enter))
    }

    @Test("B08 the focused row is marked with '>' and labels are padded to the widest")
    func layout() {
        let (form, _, _) = makeForm()
        var screen = Screen(size: Size(width: 30, height: 4))
        form.draw(in: &screen, area: screen.bounds)
        #expect(screen.lines == ["> Title: Groceries", "", "  Icon:  [✎] ⌂  ✉", ""])
        _ = form.handle(.tab)
        screen = Screen(size: Size(width: 30, height: 4))
        form.draw(in: &screen, area: screen.bounds)
        #expect(screen.lines == ["  Title: Groceries", "", "> Icon:  [✎] ⌂  ✉", ""])
    }

    @Test("focusing clamps to the rows")
    func clampedFocus() {
        let (form, _, picker) = makeForm()
        form.focus(rowAt: 7)
        #expect(form.focusedIndex == 1)
        #expect(picker.isFocused)
        #expect(!FormView(rows: []).handle(.tab))
    }
}

/// A form whose last row is a multi-line text area.
@Suite("Form view with a text area")
@MainActor
struct FormViewTextAreaTests {
    @Test("B64 a row that fills the remaining rows gives its control every row below its label's")
    func fillsRemainingRows() {
        let field = TextField(text: "Call mum")
        let notes = TextArea(text: "Ask about\nthe weekend\nand the car")
        let form = FormView(rows: [
            FormRow(label: "Title", control: field),
            FormRow(label: "Notes", control: notes, fillsRemainingRows: true),
        ])
        var screen = Screen(size: Size(width: 30, height: 5))
        form.draw(in: &screen, area: screen.bounds)
        #expect(
            screen.lines == [
                "> Title: Call mum", "", "  Notes: Ask about", "         the weekend", "         and the car",
            ])
    }

    @Test("B64 tab moves between the title and the notes; enter is the notes' and the title's owner's")
    func keys() {
        let field = TextField(text: "Call mum")
        let notes = TextArea()
        let form = FormView(rows: [
            FormRow(label: "Title", control: field),
            FormRow(label: "Notes", control: notes, fillsRemainingRows: true),
        ])
        #expect(!form.handle(.enter))
        #expect(form.handle(.tab))
        #expect(notes.isFocused)
        #expect(!field.isFocused)
        #expect(form.handle(.character("x")))
        #expect(form.handle(.enter))
        #expect(notes.text == "x\n")
        #expect(!form.handle(.control("s")))
        #expect(form.handle(.tab))
        #expect(field.isFocused)
    }
}
