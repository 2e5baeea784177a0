import Foundation

/// The committed pages of an SQLite write-ahead log (`-wal` file), read as SQLite's file format
/// describes it: a 32-byte header, then frames of a 24-byte header and one page each.
struct WriteAheadLogFile {
    /// The database's page size in bytes.
    let pageSize: Int
    /// The newest committed image of each page the log holds, by page number (the first page is 1).
    let pages: [Int: Data]

    /// Reads the log at `path`; frames after the last commit, or from an older log, are left out.
    init(path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        guard bytes.count >= 32 else { throw Malformed() }
        pageSize = Self.integer(in: bytes, at: 8)
        let salts = bytes[16..<24]
        var pages: [Int: Data] = [:]
        var uncommitted: [Int: Data] = [:]
        var offset = 32
        while offset + 24 + pageSize <= bytes.count {
            let base = bytes.startIndex + offset
            guard bytes[(base + 8)..<(base + 16)].elementsEqual(salts) else { break }
            uncommitted[Self.integer(in: bytes, at: offset)] = bytes[(base + 24)..<(base + 24 + pageSize)]
            if Self.integer(in: bytes, at: offset + 4) != 0 {
                pages.merge(uncommitted) { _, newer in newer }
                uncommitted.removeAll()
            }
            offset += 24 + pageSize
        }
        self.pages = pages
    }

    /// What a checkpoint that stopped early leaves in the database at `path`: the log's pages up to
    /// `lastPage` written over the file's, in page order as SQLite writes them, the later ones not.
    func checkpoint(into path: String, upToPage lastPage: Int) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        for (page, image) in pages.sorted(by: { $0.key < $1.key }) where page <= lastPage {
            try handle.seek(toOffset: UInt64((page - 1) * pageSize))
            try handle.write(contentsOf: image)
        }
    }

    /// The log cannot be read as one.
    struct Malformed: Error {}

    /// The big-endian 32-bit integer at `offset`.
    private static func integer(in bytes: Data, at offset: Int) -> Int {
        bytes[(bytes.startIndex + offset)..<(bytes.startIndex + offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
