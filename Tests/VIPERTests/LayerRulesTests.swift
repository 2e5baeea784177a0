import TestSupport
import Testing

/// The VIPERLogic target declares no TerminalKit, but SwiftPM finds a module that is already built even
/// when a target does not declare it (unless run with `--explicit-target-dependency-import-check error`),
/// and interactors share that target with presenters; so the imports are checked here as well.
@Suite("Layer rules")
struct LayerRulesTests {
    @Test("interactors import only the domain: no texts, no keymap, no TerminalKit")
    func interactorsImportOnlyTheDomain() throws {
        let imports = try SourceImports.byFile(in: Repository.url("Architectures/VIPER/Interactors"))
        #expect(imports.count == 8)
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            #expect(Set(modules).isSubset(of: ["TaskListDomain"]), "\(file) imports \(modules)")
        }
    }

    @Test("presenters import only the domain and the texts: no keymap, no TerminalKit")
    func presentersImportNoUI() throws {
        let imports = try SourceImports.byFile(in: Repository.url("Architectures/VIPER/Presenters"))
        #expect(imports.count >= 8)
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            #expect(
                Set(modules).isSubset(of: ["TaskListDomain", "TaskListStrings"]), "\(file) imports \(modules)"
            )
        }
    }
}
