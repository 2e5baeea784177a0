import ArchDiffSource
import Foundation
import TestSupport
import Testing

@testable import ArchDiffReport

@Suite("Report configuration")
struct ReportConfigurationTests {
    /// The package root.
    private static let packageRoot = Repository.root.path

    @Test(
        "this repository's archdiff.json names its views layer, domain, new-screen change and story patterns")
    func thisRepository() throws {
        #expect(try ReportConfiguration.load(packageRoot: Self.packageRoot) == .taskList)
    }

    @Test("a package without archdiff.json names nothing, so the report leaves out what needs a name")
    func noFile() throws {
        let folder = try TemporaryFolder()
        #expect(try ReportConfiguration.load(packageRoot: folder.path) == ReportConfiguration())
    }

    @Test("a key the report does not know is an error, not a name quietly ignored")
    func unknownKey() throws {
        let folder = try TemporaryFolder(files: ["archdiff.json": #"{"viewLayer": "Views"}"#])
        #expect(
            throws: InputError.invalidFile(
                "archdiff.json",
                reason: "unknown key 'viewLayer'; keys are: viewsLayer, domainModule, screenChange, "
                    + "controllerPattern, ceremonyPattern")
        ) {
            try ReportConfiguration.load(packageRoot: folder.path)
        }
    }

    @Test("a file that is no JSON object of names is an error that shows one")
    func notAnObject() throws {
        let folder = try TemporaryFolder(files: ["archdiff.json": #"{"viewsLayer": 3}"#])
        #expect(
            throws: InputError.invalidFile(
                "archdiff.json", reason: #"it is not a JSON object of names, such as {"viewsLayer": "Views"}"#
            )
        ) {
            try ReportConfiguration.load(packageRoot: folder.path)
        }
    }
}
