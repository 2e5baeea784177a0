import ArgumentReading
import Testing

@Suite("ArgumentList")
struct ArgumentListTests {
    @Test("an option's value is the next argument when that is no option")
    func valueIsTheNextArgument() {
        var list = ArgumentList(["--db", "tasks.sqlite", "--in-memory"])
        #expect(list.next() == "--db")
        #expect(list.value() == "tasks.sqlite")
        #expect(list.value() == nil)
        #expect(list.next() == "--in-memory")
        #expect(list.next() == nil)
    }

    @Test("an option where a value should be is left for the next read")
    func optionIsNoValue() {
        var list = ArgumentList(["--format", "--run"])
        #expect(list.next() == "--format")
        #expect(list.value() == nil)
        #expect(list.rest() == ["--run"])
        #expect(list.next() == nil)
    }

    @Test(
        "a negative number, a dash and a dash with a digit are values; a dash with a letter is an option",
        arguments: [
            ("-3", true), ("-5ms", true), ("-", true), ("-1.5", true), ("-f", false), ("-h", false),
            ("--", false), ("--sample", false), ("--format=csv", false), ("mvc", true), ("", true),
        ])
    func whatIsAValue(argument: String, isValue: Bool) {
        var list = ArgumentList([argument])
        #expect((list.value() != nil) == isValue)
        #expect(ArgumentList.isOption(argument) == !isValue)
    }
}
