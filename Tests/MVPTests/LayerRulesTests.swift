import TestSupport
import Testing

@Suite("Layer rules")
struct LayerRulesTests {
    @Test("presenters import no TerminalKit, nor the keymap that depends on it")
    func presentersImportNoTerminalKit() throws {
        let imports = try SourceImports.byFile(in: Repository.url("Architectures/MVP/Presenters"))
        #expect(imports.count >= 10)
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            #expect(!modules.contains("TerminalKit"), "\(file) imports TerminalKit")
            #expect(!modules.contains("TaskListUI"), "\(file) imports TaskListUI")
        }
    }
}
