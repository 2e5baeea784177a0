import TestSupport
import Testing

@testable import ArchDiffReport

@Suite("Inline text")
struct InlineTests {
    @Test("interpolation builds runs: literals and strings as plain text, one run where they meet")
    func interpolationRuns() {
        let name = "MVC"
        let count = 3
        let text: Inline = "\(name) has \(count) \(code: "Views"), \(strong: "most") and \(emphasis: "least")"
        #expect(
            text.runs == [
                .text("MVC has 3 "), .code("Views"), .text(", "), .strong("most"), .text(" and "),
                .emphasis("least"),
            ])
    }

    @Test("joining and appending merge the plain text at the seams, and leave out empty text")
    func joining() {
        var plain = ["a", "b", ""].map { Inline($0) }.joined(separator: ", ")
        plain.append(".")
        #expect(plain.runs == [.text("a, b, .")])
        let code: [Inline] = ["a", "\(code: "b")"]
        #expect(code.joined(separator: ", ").runs == [.text("a, "), .code("b")])
        #expect(Inline("").isEmpty)
    }

    @Test("the plain text drops the markup: code as its code, a link as its text")
    func plainText() {
        let text: Inline = "\(strong: "Run") \(code: "x") with \(link: "MVC", to: "mvc.md")"
        #expect(text.plainText == "Run x with MVC")
    }

    @Test("text quoted from Markdown reads its code spans and links; the rest, unclosed ones too, stays text")
    func quotedMarkdown() {
        let text = Inline(markdown: "`a` opens [MVC](mvc.md) at `done/total`, not `b or [c](d e)")
        #expect(
            text.runs == [
                .code("a"), .text(" opens "), .link("MVC", target: "mvc.md"), .text(" at "),
                .code("done/total"),
                .text(", not `b or [c](d e)"),
            ])
    }

    @Test("Markdown quoted and written again is the same text, whatever its backticks, brackets and bars")
    func quotedMarkdownRoundTrip() {
        let fuzzing = Fuzzing(defaultIterations: 500)
        print("quoted Markdown: \(fuzzing)")
        var generator = fuzzing.makeGenerator()
        let pieces = ["`", "[", "]", "(", ")", " ", "a", "b.md", "\n", "|", "**", "_", "é"]
        for iteration in 0..<fuzzing.iterations {
            let markdown = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(
                MarkdownWriter.inline(Inline(markdown: markdown)) == markdown,
                "iteration \(iteration), \(fuzzing): \(markdown.debugDescription)")
        }
    }
}
