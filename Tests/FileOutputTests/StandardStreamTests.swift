import FileOutput
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``StandardStream`` on the descriptors standard output can be: a pipe, a full disk, a pipe nobody reads.
@Suite("Standard streams")
struct StandardStreamTests {
    @Test("every byte written reaches the descriptor")
    func writesEverything() throws {
        let pipe = Pipe()
        // Less than a pipe's buffer, so that the write completes before anything reads it.
        let text = String(repeating: "line with ünïcode\n", count: 1_000)
        let stream = StandardStream(
            descriptor: pipe.fileHandleForWriting.fileDescriptor, name: "standard output")
        try stream.write(text)
        try pipe.fileHandleForWriting.close()
        #expect(pipe.fileHandleForReading.readDataToEndOfFile() == Data(text.utf8))
    }

    @Test("a full disk is an error that names the stream and the reason")
    func fullDisk() throws {
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        try #require(type == .typeCharacterSpecial)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let stream = StandardStream(descriptor: full.fileDescriptor, name: "standard output")
        let error = #expect(throws: StandardStream.WriteError.self) { try stream.write("text\n") }
        #expect(error?.reason == .system(ENOSPC))
        #expect(error?.description == "cannot write to standard output: no space left on device")
    }

    @Test("a pipe whose reader is gone is an error, not the end of the process")
    func closedPipe() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let stream = StandardStream(
            descriptor: pipe.fileHandleForWriting.fileDescriptor, name: "standard error")
        let error = #expect(throws: StandardStream.WriteError.self) { try stream.write("text\n") }
        #expect(error?.description == "cannot write to standard error: broken pipe")
    }
}
