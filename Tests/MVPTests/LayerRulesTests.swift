import Foundation
import Testing

@Suite("Layer rules")
struct LayerRulesTests {
    /// Architectures/MVP/Presenters, found from this file's place in the repository.
    private static let presentersFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Architectures/MVP/Presenters")

    /// The modules each file in Presenters imports, by file name.
    private static func importsByFile() throws -> [String: [String]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: presentersFolder.path)
            .filter { $0.hasSuffix(".swift") }
        var imports: [String: [String]] = [:]
        for file in files {
            let source = try String(
                contentsOf: presentersFolder.appendingPathComponent(file), encoding: .utf8)
            imports[file] = source.components(separatedBy: .newlines).compactMap(importedModule)
        }
        return imports
    }

    /// The module an import declaration names (`import X`, `@testable import X`, `import struct X.Y`).
    private static func importedModule(_ line: String) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
        guard words.first == "import", let path = words.last, words.count <= 3 else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }

    @Test("presenters import no TerminalKit, nor the keymap that depends on it")
    func presentersImportNoTerminalKit() throws {
        let imports = try Self.importsByFile()
        #expect(imports.count >= 10)
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            #expect(!modules.contains("TerminalKit"), "\(file) imports TerminalKit")
            #expect(!modules.contains("TaskListUI"), "\(file) imports TaskListUI")
        }
    }
}
