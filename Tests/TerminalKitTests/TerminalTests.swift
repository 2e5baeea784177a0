import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Terminal backend")
struct TerminalTests {
    @Test("B44 a pipe is not a terminal, and a Terminal cannot be made on one")
    func pipeIsNotATerminal() {
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        #expect(!Terminal.isTerminal(descriptors[0]))
        #expect(throws: TerminalError.notATerminal) {
            try Terminal(input: descriptors[0], output: descriptors[1])
        }
    }
}
