import Foundation
import TestSupport
import Testing

@Suite("Layer rules")
struct LayerRulesTests {
    /// The folder of the MVVM architecture's sources.
    static let architectureFolder = Repository.url("Architectures/MVVM")

    @Test("view models and bindings import no TerminalKit", arguments: ["ViewModels", "Bindings"])
    func noTerminalKitImport(folder: String) throws {
        let imports = try SourceImports.byFile(in: Self.architectureFolder.appendingPathComponent(folder))
        #expect(!imports.isEmpty)
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            #expect(!modules.contains("TerminalKit"), "\(file) imports TerminalKit")
        }
    }

    @Test("view models name no view")
    func viewModelsNameNoView() throws {
        let viewNames = try Self.swiftFiles(in: Self.architectureFolder.appendingPathComponent("Views"))
            .map { $0.deletingPathExtension().lastPathComponent }
        #expect(viewNames.contains("HomeView"))
        for file in try Self.swiftFiles(in: Self.architectureFolder.appendingPathComponent("ViewModels")) {
            let words = Set(
                try String(contentsOf: file, encoding: .utf8)
                    .split { !$0.isLetter && !$0.isNumber }
                    .map(String.init))
            #expect(words.isDisjoint(with: viewNames), "\(file.lastPathComponent) names a view")
        }
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
    }
}
