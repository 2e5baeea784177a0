import ArchDiffSource
import ArchDiffSuites
import Foundation

/// A fingerprint of files (64-bit FNV-1a over their paths and contents), to tell whether code changed
/// since a run without keeping a copy of it.
package enum SourceDigest {
    /// The digest of an architecture's code (`column`) and its suite's files, paths relative to
    /// `packageRoot`.
    package static func digest(ofArchitecture column: ColumnSource, packageRoot: String) throws(InputError)
        -> String
    {
        let suitePath = TestSuiteAnalyzer.suitePath(for: column.name)
        let suiteFiles =
            (try? FolderScanner.swiftFiles(in: packageRoot + "/" + suitePath, shownAs: suitePath)) ?? []
        var files: [(path: String, bytes: [UInt8])] = []
        for (folder, file) in column.files.map({ (column.path, $0) }) + suiteFiles.map({ (suitePath, $0) }) {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw .unreadableFile(file.path)
            }
            files.append((folder + "/" + file.relativePath, [UInt8](data)))
        }
        return digest(of: files)
    }

    /// The digest of `files` (path and bytes), taken in path order, as 16 hexadecimal digits.
    static func digest(of files: [(path: String, bytes: [UInt8])]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            for byte in file.path.utf8 { mix(byte) }
            mix(0)
            for byte in file.bytes { mix(byte) }
            mix(0)
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
