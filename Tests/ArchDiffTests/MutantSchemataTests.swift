import ArchDiffMutation
import Testing

@Suite("Mutant schemata")
struct MutantSchemataTests {
    private let source = """
        func f(a: Int, b: Int) -> Bool {
            if a < b {
                notify(a,
                       b)
            }
            return a == b
        }
        """

    private func rewritten() -> (text: String, file: MutantSchemata.File, ids: [Int]) {
        let points = MutationPointFinder.points(in: source)
        let mutants = points.enumerated().map { (id: $0.offset + 1, point: $0.element) }
        let file = MutantSchemata.rewrite(Array(source.utf8), mutants: mutants)
        return (String(decoding: file.bytes, as: UTF8.self), file, mutants.map(\.id))
    }

    @Test("puts every mutant behind its switch, nested ones inside the original of the outer one")
    func switches() {
        let text = rewritten().text
        #expect(
            text.hasPrefix(
                """
                func f(a: Int, b: Int) -> Bool {
                    if (__archdiffMutant(1) ? (!(a < b)) : ((__archdiffMutant(2) ? (a <= b) : (a < b)))) {
                        if !__archdiffMutant(3) { notify(a,
                               b) }
                    }
                    return (__archdiffMutant(4) ? (a != b) : ((__archdiffMutant(5) ? (false) : (a == b))))
                }
                """))
        #expect(text.contains("__archdiffGetenv(\"ARCHDIFF_MUTANT\")"))
        #expect(!text.contains("import"))
        #expect(text.contains("private nonisolated func __archdiffMutant(_ id: Int) -> Bool"))
    }

    @Test("keeps every line at its number, so compiler messages point at the source")
    func lines() {
        let text = rewritten().text
        let definition = text.range(of: "\n// archdiff mutants:")
        let code = definition.map { String(text[..<$0.lowerBound]) } ?? text
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        for (line, originalLine) in zip(lines, original) {
            let lastWord = originalLine.split(separator: " ").last.map(String.init) ?? ""
            #expect(line.contains(lastWord))
        }
    }

    @Test("records where each mutant's mutated code landed")
    func placements() throws {
        let (text, file, ids) = rewritten()
        let bytes = Array(text.utf8)
        #expect(Set(file.placements.keys) == Set(ids))
        let swapped = try #require(file.placements[2])
        #expect(String(decoding: bytes[swapped.mutated], as: UTF8.self) == "a <= b")
        #expect(
            String(decoding: bytes[swapped.construct], as: UTF8.self)
                == "(__archdiffMutant(2) ? (a <= b) : (a < b))")
    }

    @Test("reads located errors from build output, once each")
    func compilerErrors() {
        let output = """
            [3/9] Compiling Shop Cart.swift
            /tmp/p/Sources/Shop/Cart.swift:12:9: error: cannot convert value of type 'Int' to 'Bool'
            /tmp/p/Sources/Shop/Cart.swift:12:9: error: cannot convert value of type 'Int' to 'Bool'
            /tmp/p/Sources/Shop/Cart.swift:3:1: warning: unused
            error: fatalError
            """
        #expect(
            CompilerError.errors(in: output) == [
                CompilerError(
                    path: "/tmp/p/Sources/Shop/Cart.swift", line: 12, column: 9,
                    message: "cannot convert value of type 'Int' to 'Bool'")
            ])
    }
}
