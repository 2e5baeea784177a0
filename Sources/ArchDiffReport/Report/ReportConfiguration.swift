import ArchDiffSource
import Foundation
import SafeText

/// What the report knows of the project it compares and no analyzer can tell from code: the layer that
/// holds the views, the shared domain's module, the measured change that adds a screen, and the patterns
/// the usual stories are about. Read from ``path``; a name it leaves out leaves out what needs it.
package struct ReportConfiguration: Equatable, Sendable {
    /// The file, relative to the package root.
    package static let path = "archdiff.json"

    /// The layer that holds each architecture's views, such as `Views`.
    package var viewsLayer: String?
    /// The module of the shared domain, such as `TaskListDomain`: views that import it see its types.
    package var domainModule: String?
    /// The measured change that adds a screen to every architecture, for the cost of a new screen.
    package var screenChange: String?
    /// The architecture whose controllers the usual stories say grow massive, such as `MVC`.
    package var controllerPattern: String?
    /// The architecture the usual stories say costs the most ceremony, such as `VIPER`.
    package var ceremonyPattern: String?

    /// A configuration naming what is given; nothing by default.
    package init(
        viewsLayer: String? = nil, domainModule: String? = nil, screenChange: String? = nil,
        controllerPattern: String? = nil, ceremonyPattern: String? = nil
    ) {
        self.viewsLayer = viewsLayer
        self.domainModule = domainModule
        self.screenChange = screenChange
        self.controllerPattern = controllerPattern
        self.ceremonyPattern = ceremonyPattern
    }

    /// The keys of ``path``, each naming one property.
    package static var keys: [(name: String, property: WritableKeyPath<ReportConfiguration, String?>)] {
        [
            ("viewsLayer", \.viewsLayer), ("domainModule", \.domainModule), ("screenChange", \.screenChange),
            ("controllerPattern", \.controllerPattern), ("ceremonyPattern", \.ceremonyPattern),
        ]
    }

    /// The configuration of the package at `packageRoot`, read from ``path``: a JSON object of names by
    /// ``keys``. An empty one when there is no such file; an unknown key is an error, not a name ignored.
    package static func load(packageRoot: String) throws(InputError) -> ReportConfiguration {
        guard let data = FileManager.default.contents(atPath: packageRoot + "/" + path) else {
            return ReportConfiguration()
        }
        let names: [String: String]
        do {
            names = try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw .invalidFile(
                path, reason: "it is not a JSON object of names, such as {\"viewsLayer\": \"Views\"}")
        }
        var configuration = ReportConfiguration()
        for (key, name) in names.sorted(by: { $0.key < $1.key }) {
            guard let property = keys.first(where: { $0.name == key })?.property else {
                throw .invalidFile(
                    path,
                    reason:
                        "unknown key \(Excerpt.quoted(key)); keys are: \(keys.map(\.name).joined(separator: ", "))"
                )
            }
            configuration[keyPath: property] = name
        }
        return configuration
    }
}
