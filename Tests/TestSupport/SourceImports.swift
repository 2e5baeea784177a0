import Foundation

/// The modules that Swift files import, for tests that check which layer may depend on which.
public enum SourceImports {
    /// The modules each `.swift` file directly in `folder` imports, by file name.
    public static func byFile(in folder: URL) throws -> [String: [String]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        var imports: [String: [String]] = [:]
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            imports[file] = source.components(separatedBy: .newlines).compactMap(importedModule)
        }
        return imports
    }

    /// The module an import declaration names (`import X`, `@testable import X`, `import struct X.Y`).
    static func importedModule(_ line: String) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
        guard words.first == "import", let path = words.last, words.count <= 3 else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }
}
