import Foundation

/// A ``TextSink`` writing to a file handle such as standard output.
final class FileHandleSink: TextSink {
    private let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}
